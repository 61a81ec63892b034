/** /inputArticleDetail/:id?.html: the screen of screens/inputArticleDetail.tsx. */
import inputArticleDetail from '@/screens/inputArticleDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('inputArticleDetail', inputArticleDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
