/** /savedArticles.html: the screen of screens/savedArticles.tsx (the offline page too). */
import savedArticles from '@/screens/savedArticles';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 3600;

const page = screenPage('savedArticles', savedArticles, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
