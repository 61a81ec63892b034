/** /getUserInfo.html: the screen of screens/getUserInfo.tsx. */
import getUserInfo from '@/screens/getUserInfo';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('getUserInfo', getUserInfo, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
