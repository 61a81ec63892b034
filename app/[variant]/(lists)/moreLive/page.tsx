/** /moreLive.html: the screen of screens/moreLive.tsx. */
import moreLive from '@/screens/moreLive';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 30;

const page = screenPage('moreLive', moreLive, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
