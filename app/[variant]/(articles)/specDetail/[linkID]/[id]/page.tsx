/** /specDetail/:linkID?/:id?.html: the screen of screens/specDetail.tsx. */
import specDetail from '@/screens/specDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('specDetail', specDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
