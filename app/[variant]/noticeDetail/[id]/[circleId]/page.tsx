/** /noticeDetail.html?id=&circleId=: the screen of screens/noticeDetail.tsx. */
import noticeDetail from '@/screens/noticeDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 300;

const page = screenPage('noticeDetail', noticeDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
