/**
 * columnDetail on the fast path (lib/routing/fastPath.mjs): the screen of
 * app/[locale]/[ctx]/columnDetail/[columnId]/[id]/page.tsx.
 */
import { fastScreen } from '@/lib/routing/fastScreen';
import * as columnDetail from '../../../[locale]/[ctx]/columnDetail/[columnId]/[id]/page';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const { FastPage, generateMetadata } = fastScreen('columnDetail', { columnDetail });
export { generateMetadata };
export default FastPage;
