/** /moreModules.html: the screen of screens/moreModules.tsx. */
import moreModules from '@/screens/moreModules';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('moreModules', moreModules, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
