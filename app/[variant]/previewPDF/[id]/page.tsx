/** /previewPDF.html?id=: the screen of screens/previewPDF.tsx. */
import previewPDF from '@/screens/previewPDF';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 3600;

const page = screenPage('previewPDF', previewPDF, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
