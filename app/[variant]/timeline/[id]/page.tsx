/** /timeline/:id?.html: the screen of screens/timeline.tsx. */
import timeline from '@/screens/timeline';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('timeline', timeline, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
