/**
 * linkDetail on the fast path (lib/routing/fastPath.mjs): the screen of
 * app/[locale]/[ctx]/linkDetail/[id]/page.tsx.
 */
import { fastScreen } from '@/lib/routing/fastScreen';
import * as linkDetail from '../../../[locale]/[ctx]/linkDetail/[id]/page';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const { FastPage, generateMetadata } = fastScreen('linkDetail', { linkDetail });
export { generateMetadata };
export default FastPage;
