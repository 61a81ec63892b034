/** /columnDetail/:columnId?/:id?.html: the screen of screens/columnDetail.tsx. */
import columnDetail from '@/screens/columnDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('columnDetail', columnDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
