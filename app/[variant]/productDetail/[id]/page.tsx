/** /productDetail.html?id=: the screen of screens/productDetail.tsx. */
import productDetail from '@/screens/productDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 300;

const page = screenPage('productDetail', productDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
