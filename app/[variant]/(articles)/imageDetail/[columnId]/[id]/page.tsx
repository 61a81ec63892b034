/** /imageDetail/:columnId?/:id?.html: the screen of screens/imageDetail.tsx. */
import imageDetail from '@/screens/imageDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('imageDetail', imageDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
