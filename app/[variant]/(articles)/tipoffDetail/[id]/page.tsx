/** /tipoffDetail/:id?.html: the screen of screens/tipoffDetail.tsx. */
import tipoffDetail from '@/screens/tipoffDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('tipoffDetail', tipoffDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
