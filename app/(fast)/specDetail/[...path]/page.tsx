/**
 * specDetail on the fast path (lib/routing/fastPath.mjs): the screen of
 * app/[locale]/[ctx]/specDetail/[linkID]/[id]/page.tsx.
 */
import { fastScreen } from '@/lib/routing/fastScreen';
import * as specDetail from '../../../[locale]/[ctx]/specDetail/[linkID]/[id]/page';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const { FastPage, generateMetadata } = fastScreen('specDetail', { specDetail });
export { generateMetadata };
export default FastPage;
