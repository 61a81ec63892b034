/** /tagList/:tagId?.html: the screen of screens/tagList.tsx. */
import tagList from '@/screens/tagList';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('tagList', tagList, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
