/** /commentAll/:id?/:source.html: the screen of screens/commentAll.tsx. */
import commentAll from '@/screens/commentAll';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 30;

const page = screenPage('commentAll', commentAll, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
