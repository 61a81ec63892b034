/** /newsDetail/:columnId?/:id?.html: the screen of screens/newsDetail.tsx. */
import newsDetail from '@/screens/newsDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('newsDetail', newsDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
