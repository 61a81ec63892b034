/**
 * newsDetail on the fast path (lib/routing/fastPath.mjs): the screen of
 * app/[locale]/[ctx]/newsDetail/[columnId]/[id]/page.tsx.
 */
import { fastScreen } from '@/lib/routing/fastScreen';
import * as newsDetail from '../../../[locale]/[ctx]/newsDetail/[columnId]/[id]/page';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const { FastPage, generateMetadata } = fastScreen('newsDetail', { newsDetail });
export { generateMetadata };
export default FastPage;
