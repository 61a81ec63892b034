/** /columnShare/:parentId?/:id?.html: the screen of screens/columnShare.tsx. */
import columnShare from '@/screens/columnShare';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('columnShare', columnShare, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
