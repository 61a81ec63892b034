/** /writeOff/:activityID?/:registCode?/:shopSite?.html: the screen of screens/writeOff.tsx. */
import writeOff from '@/screens/writeOff';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('writeOff', writeOff, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
