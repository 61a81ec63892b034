/** /newQaDetail/:id?.html: the screen of screens/qaDetail.tsx, as newQaDetail. */
import qaDetail from '@/screens/qaDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('newQaDetail', qaDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
