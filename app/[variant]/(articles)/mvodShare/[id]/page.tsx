/** /mvodShare/:id.html: an alias drawn by screens/minVideoDetail.tsx (its route's drawnBy). */
import minVideoDetail from '@/screens/minVideoDetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('mvodShare', minVideoDetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
