/** /aboutUs.html: the screen of screens/aboutUs.tsx. */
import aboutUs from '@/screens/aboutUs';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 300;

const page = screenPage('aboutUs', aboutUs, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
