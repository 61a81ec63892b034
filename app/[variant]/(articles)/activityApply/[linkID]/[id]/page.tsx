/** /activityApply/:linkID?/:id?.html: the screen of screens/activityApply.tsx. */
import activityApply from '@/screens/activityApply';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('activityApply', activityApply, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
