/**
 * subscriptionList on the fast path (lib/routing/fastPath.mjs): the screen of
 * app/[locale]/[ctx]/subscriptionList/[id]/page.tsx.
 */
import { fastScreen } from '@/lib/routing/fastScreen';
import * as subscriptionList from '../../../[locale]/[ctx]/subscriptionList/[id]/page';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

const { FastPage, generateMetadata } = fastScreen('subscriptionList', { subscriptionList });
export { generateMetadata };
export default FastPage;
