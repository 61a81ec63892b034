/** /xyRules.html: the screen of screens/xyRules.tsx. */
import xyRules from '@/screens/xyRules';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('xyRules', xyRules, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
