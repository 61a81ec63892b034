/**
 * tagList on the fast path (lib/routing/fastPath.mjs): the screen of
 * app/[locale]/[ctx]/tagList/[tagId]/page.tsx.
 */
import { fastScreen } from '@/lib/routing/fastScreen';
import * as tagList from '../../../[locale]/[ctx]/tagList/[tagId]/page';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const { FastPage, generateMetadata } = fastScreen('tagList', { tagList });
export { generateMetadata };
export default FastPage;
