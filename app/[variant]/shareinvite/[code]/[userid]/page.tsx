/** /shareinvite.html?code=&userid=: the screen of screens/shareinvite.tsx. */
import shareinvite from '@/screens/shareinvite';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('shareinvite', shareinvite, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
