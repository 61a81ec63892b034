/** /invitedToDownload/:id?/:code?.html: the screen of screens/invitedToDownload.tsx. */
import invitedToDownload from '@/screens/invitedToDownload';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('invitedToDownload', invitedToDownload, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
