/** /friendsCircleDetail/:id?.html: the screen of screens/friendsCircleDetail.tsx. */
import friendsCircleDetail from '@/screens/friendsCircleDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('friendsCircleDetail', friendsCircleDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
