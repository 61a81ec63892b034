/** /postDetail/:id?.html: the screen of screens/postDetail.tsx. */
import postDetail from '@/screens/postDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('postDetail', postDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
