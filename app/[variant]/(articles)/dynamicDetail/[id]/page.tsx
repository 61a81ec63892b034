/** /dynamicDetail/:id?.html: the screen of screens/dynamicDetail.tsx. */
import dynamicDetail from '@/screens/dynamicDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('dynamicDetail', dynamicDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
