/** /LeaderViewList.html: the screen of screens/LeaderViewList.tsx. */
import LeaderViewList from '@/screens/LeaderViewList';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('LeaderViewList', LeaderViewList, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
