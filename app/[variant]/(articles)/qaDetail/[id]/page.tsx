/** /qaDetail/:id?.html: the screen of screens/qaDetail.tsx. */
import qaDetail from '@/screens/qaDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('qaDetail', qaDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
