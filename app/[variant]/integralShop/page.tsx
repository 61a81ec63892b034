/** /integralShop.html: the screen of screens/integralShop.tsx. */
import integralShop from '@/screens/integralShop';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('integralShop', integralShop, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
