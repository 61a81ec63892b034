/** /downloadClient.html: the screen of screens/downloadClient.tsx. */
import downloadClient from '@/screens/downloadClient';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 300;

const page = screenPage('downloadClient', downloadClient, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
