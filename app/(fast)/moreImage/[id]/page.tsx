/**
 * moreImage on the fast path (lib/routing/fastPath.mjs): the screen of
 * app/[locale]/[ctx]/moreImage/[id]/page.tsx.
 */
import { fastScreen } from '@/lib/routing/fastScreen';
import * as moreImage from '../../../[locale]/[ctx]/moreImage/[id]/page';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const { FastPage, generateMetadata } = fastScreen('moreImage', { moreImage });
export { generateMetadata };
export default FastPage;
