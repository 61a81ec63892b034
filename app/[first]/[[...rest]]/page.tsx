/**
 * Every cached screen: a plain phone reader's public path (/newsDetail/1/2.html, lib/routing/fastPath.mjs)
 * or the internal path proxy.ts wrote (/~en~desktop/newsDetail/1/2). The screens are in screens/; how
 * long each page stays cached is the route table's cacheSeconds (lib/render/screenPage.tsx).
 */
import { screenPage } from '@/lib/render/screenPage';
import { SCREENS } from '@/screens';

/** Nothing is rendered at build time (the platform need not run then); every page renders on first request. */
export function generateStaticParams() {
  return [];
}

const { Page, generateMetadata } = screenPage(SCREENS, 'cached');
export { generateMetadata };
export default Page;
