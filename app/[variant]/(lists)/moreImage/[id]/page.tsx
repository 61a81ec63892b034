/** /moreImage/:id?.html: the screen of screens/moreImage.tsx. */
import moreImage from '@/screens/moreImage';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('moreImage', moreImage, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
