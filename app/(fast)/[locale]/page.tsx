/**
 * The screens of one segment on the fast path (lib/routing/fastPath.mjs): /home.html (and /index.html,
 * and "/", rewritten to /home.html), /moreModules.html, /moreLive.html, /aboutUs.html,
 * /downloadClient.html. The segment is called "locale" because app/[locale] is at the same level and Next
 * wants one name there; it holds the page's file name.
 */
import { fastScreen } from '@/lib/routing/fastScreen';
import * as home from '../../[locale]/[ctx]/home/page';
import * as moreModules from '../../[locale]/[ctx]/moreModules/page';
import * as moreLive from '../../[locale]/[ctx]/moreLive/page';
import * as aboutUs from '../../[locale]/[ctx]/aboutUs/page';
import * as downloadClient from '../../[locale]/[ctx]/downloadClient/page';

/** The shortest of the screens' own (home 60, moreModules 60, moreLive 30, aboutUs 300, downloadClient 300 s). */
export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

const { FastPage, generateMetadata } = fastScreen('', { home, moreModules, moreLive, aboutUs, downloadClient });
export { generateMetadata };
export default FastPage;
