/** /replyAll/:id.html: the screen of screens/replyAll.tsx. */
import replyAll from '@/screens/replyAll';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 30;

const page = screenPage('replyAll', replyAll, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
