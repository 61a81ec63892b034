/**
 * imageDetail on the fast path (lib/routing/fastPath.mjs): the screen of
 * app/[locale]/[ctx]/imageDetail/[columnId]/[id]/page.tsx.
 */
import { fastScreen } from '@/lib/routing/fastScreen';
import * as imageDetail from '../../../[locale]/[ctx]/imageDetail/[columnId]/[id]/page';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const { FastPage, generateMetadata } = fastScreen('imageDetail', { imageDetail });
export { generateMetadata };
export default FastPage;
