/** /subscriptionList/:id?.html: the screen of screens/subscriptionList.tsx. */
import subscriptionList from '@/screens/subscriptionList';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 300;

const page = screenPage('subscriptionList', subscriptionList, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
