/** /onlineStudy/:id.html: the screen of screens/onlineStudy.tsx. */
import onlineStudy from '@/screens/onlineStudy';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('onlineStudy', onlineStudy, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
