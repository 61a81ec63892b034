/** /circleDetail/:id?.html: the screen of screens/circleDetail.tsx. */
import circleDetail from '@/screens/circleDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('circleDetail', circleDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
