/** /home.html and its sections (/home.html?column=21): the screen of screens/home.tsx. */
import home from '@/screens/home';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('home', home, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
