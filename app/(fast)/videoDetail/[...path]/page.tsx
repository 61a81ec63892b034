/**
 * videoDetail on the fast path (lib/routing/fastPath.mjs): the screen of
 * app/[locale]/[ctx]/videoDetail/[columnId]/[id]/page.tsx.
 */
import { fastScreen } from '@/lib/routing/fastScreen';
import * as videoDetail from '../../../[locale]/[ctx]/videoDetail/[columnId]/[id]/page';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const { FastPage, generateMetadata } = fastScreen('videoDetail', { videoDetail });
export { generateMetadata };
export default FastPage;
