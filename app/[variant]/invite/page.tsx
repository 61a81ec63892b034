/** /invite.html: the screen of screens/invite.tsx. */
import invite from '@/screens/invite';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('invite', invite, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
