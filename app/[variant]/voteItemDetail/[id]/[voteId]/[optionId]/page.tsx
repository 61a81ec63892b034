/** /voteItemDetail/:id?/:voteId?/:optionId?.html: the screen of screens/voteItemDetail.tsx. */
import voteItemDetail from '@/screens/voteItemDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('voteItemDetail', voteItemDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
