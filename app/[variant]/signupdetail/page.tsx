/** /signupdetail.html: the screen of screens/signupdetail.tsx. */
import signupdetail from '@/screens/signupdetail';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('signupdetail', signupdetail, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
