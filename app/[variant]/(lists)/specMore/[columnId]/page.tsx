/** /specMore/:columnId?.html: the screen of screens/specMore.tsx. */
import specMore from '@/screens/specMore';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('specMore', specMore, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
