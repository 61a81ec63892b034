/** /reporter/:id?.html: the screen of screens/reporter.tsx. */
import reporter from '@/screens/reporter';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('reporter', reporter, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
