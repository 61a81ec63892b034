/** /liveDetail/:linkID?/:id.html: the screen of screens/liveDetail.tsx. */
import liveDetail from '@/screens/liveDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 30;

const page = screenPage('liveDetail', liveDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
