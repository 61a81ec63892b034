/**
 * timeline on the fast path (lib/routing/fastPath.mjs): the screen of
 * app/[locale]/[ctx]/timeline/[id]/page.tsx.
 */
import { fastScreen } from '@/lib/routing/fastScreen';
import * as timeline from '../../../[locale]/[ctx]/timeline/[id]/page';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const { FastPage, generateMetadata } = fastScreen('timeline', { timeline });
export { generateMetadata };
export default FastPage;
