/**
 * specMore on the fast path (lib/routing/fastPath.mjs): the screen of
 * app/[locale]/[ctx]/specMore/[columnId]/page.tsx.
 */
import { fastScreen } from '@/lib/routing/fastScreen';
import * as specMore from '../../../[locale]/[ctx]/specMore/[columnId]/page';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const { FastPage, generateMetadata } = fastScreen('specMore', { specMore });
export { generateMetadata };
export default FastPage;
