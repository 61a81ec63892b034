/** /askDetail/:id?.html: the screen of screens/askDetail.tsx. */
import askDetail from '@/screens/askDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('askDetail', askDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
