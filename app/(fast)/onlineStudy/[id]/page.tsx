/**
 * onlineStudy on the fast path (lib/routing/fastPath.mjs): the screen of
 * app/[locale]/[ctx]/onlineStudy/[id]/page.tsx.
 */
import { fastScreen } from '@/lib/routing/fastScreen';
import * as onlineStudy from '../../../[locale]/[ctx]/onlineStudy/[id]/page';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const { FastPage, generateMetadata } = fastScreen('onlineStudy', { onlineStudy });
export { generateMetadata };
export default FastPage;
