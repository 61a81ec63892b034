/** /paperSharePage/:time?/:paperId?/:layout?.html: the screen of screens/paperSharePage.tsx. */
import paperSharePage from '@/screens/paperSharePage';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 300;

const page = screenPage('paperSharePage', paperSharePage, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
