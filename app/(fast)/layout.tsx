/**
 * The root layout of the fast path's pages (lib/routing/fastPath.mjs): the layout of every screen, with
 * the segments proxy.ts would have written for a plain phone reader without a language choice.
 */
import type { Metadata } from 'next';
import { PLAIN_CONTEXT } from '@/lib/context';
import { SITE_LOCALE } from '@/lib/routing/fastPath.mjs';
import ScreenLayout, { generateMetadata as screenLayoutMetadata } from '../[locale]/[ctx]/layout';

export { viewport } from '../[locale]/[ctx]/layout';

const params = Promise.resolve({ locale: SITE_LOCALE, ctx: PLAIN_CONTEXT });

export function generateMetadata(): Promise<Metadata> {
  return screenLayoutMetadata({ params, children: null });
}

export default function FastLayout({ children }: { children: React.ReactNode }) {
  return <ScreenLayout params={params}>{children}</ScreenLayout>;
}
