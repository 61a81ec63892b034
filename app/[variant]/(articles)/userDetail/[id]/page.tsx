/** /userDetail/:id?.html: the screen of screens/userDetail.tsx. */
import userDetail from '@/screens/userDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('userDetail', userDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
