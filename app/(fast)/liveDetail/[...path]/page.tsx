/**
 * liveDetail on the fast path (lib/routing/fastPath.mjs): the screen of
 * app/[locale]/[ctx]/liveDetail/[linkID]/[id]/page.tsx.
 */
import { fastScreen } from '@/lib/routing/fastScreen';
import * as liveDetail from '../../../[locale]/[ctx]/liveDetail/[linkID]/[id]/page';

export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

const { FastPage, generateMetadata } = fastScreen('liveDetail', { liveDetail });
export { generateMetadata };
export default FastPage;
