/** /xyListShare.html: the screen of screens/xyListShare.tsx. */
import xyListShare from '@/screens/xyListShare';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('xyListShare', xyListShare, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
