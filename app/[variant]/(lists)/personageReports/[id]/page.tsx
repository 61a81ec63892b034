/** /personageReports/:id?.html: the screen of screens/personageReports.tsx. */
import personageReports from '@/screens/personageReports';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('personageReports', personageReports, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
