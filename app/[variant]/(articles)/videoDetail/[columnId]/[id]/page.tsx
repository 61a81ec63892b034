/** /videoDetail/:columnId?/:id?.html: the screen of screens/videoDetail.tsx. */
import videoDetail from '@/screens/videoDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('videoDetail', videoDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
