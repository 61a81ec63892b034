/** /minVideoDetail/:id.html: the screen of screens/minVideoDetail.tsx. */
import minVideoDetail from '@/screens/minVideoDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('minVideoDetail', minVideoDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
