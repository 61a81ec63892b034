/** /seekArticleDetail/:linkID?/:id?.html: the screen of screens/seekArticleDetail.tsx. */
import seekArticleDetail from '@/screens/seekArticleDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('seekArticleDetail', seekArticleDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
