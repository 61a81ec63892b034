/** /linkDetail/:id.html: the screen of screens/linkDetail.tsx. */
import linkDetail from '@/screens/linkDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('linkDetail', linkDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
