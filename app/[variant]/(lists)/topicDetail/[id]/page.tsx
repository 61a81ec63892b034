/** /topicDetail/:id?.html: the screen of screens/topicDetail.tsx. */
import topicDetail from '@/screens/topicDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('topicDetail', topicDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
