/**
 * columnShare on the fast path (lib/routing/fastPath.mjs): the screen of
 * app/[locale]/[ctx]/columnShare/[parentId]/[id]/page.tsx.
 */
import { fastScreen } from '@/lib/routing/fastScreen';
import * as columnShare from '../../../[locale]/[ctx]/columnShare/[parentId]/[id]/page';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const { FastPage, generateMetadata } = fastScreen('columnShare', { columnShare });
export { generateMetadata };
export default FastPage;
