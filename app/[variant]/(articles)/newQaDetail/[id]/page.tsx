/** /newQaDetail/:id?.html: an alias drawn by screens/qaDetail.tsx (its route's drawnBy). */
import qaDetail from '@/screens/qaDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('newQaDetail', qaDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
