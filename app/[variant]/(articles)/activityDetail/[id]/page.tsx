/** /activityDetail/:id?.html: the screen of screens/activityDetail.tsx. */
import activityDetail from '@/screens/activityDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('activityDetail', activityDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
