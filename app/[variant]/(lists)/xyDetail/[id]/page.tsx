/** /xyDetail/:id?.html: the screen of screens/xyDetail.tsx. */
import xyDetail from '@/screens/xyDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('xyDetail', xyDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
