/** /figureDetail/:id?.html: the screen of screens/figureDetail.tsx. */
import figureDetail from '@/screens/figureDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('figureDetail', figureDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
