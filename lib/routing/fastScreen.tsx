/**
 * The pages of the fast path (app/(fast)/, see fastPath.mjs): each renders a screen of
 * app/[locale]/[ctx]/ with the parameters proxy.ts would have given it for this public path (locale
 * "auto", context "plain"), so the screen, its metadata and its cached HTML are the same whichever way the
 * request came. A page of app/(fast)/ has one dynamic segment, which holds the rest of the public path:
 * /newsDetail/[...path] gets ["1", "10001.html"], /tagList/[id] gets "3.html", /[locale] (the screens of
 * one segment; the name is forced by app/[locale]) gets "home.html".
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { internalParams, parseAppPath, type RouteName } from './routes';
import { PLAIN_CONTEXT } from '../context';
import { FAST_PATHS_PATTERN, SITE_LOCALE } from './fastPath.mjs';

const FAST_PATH = new RegExp(`^/(?:${FAST_PATHS_PATTERN})$`);

/** The parameters of the screen proxy.ts would have rewritten a fast public path to, or undefined. */
export function fastScreenParams(pathname: string): { route: RouteName; params: Record<string, string> } | undefined {
  if (!FAST_PATH.test(pathname)) return undefined;
  const match = parseAppPath(pathname);
  if (!match) return undefined;
  return { route: match.route, params: { locale: SITE_LOCALE, ctx: PLAIN_CONTEXT, ...internalParams(match) } };
}

/** A screen's page module of app/[locale]/[ctx]/ (its parameters' shape differs from screen to screen). */
export interface ScreenModule {
  default: (props: { params: Promise<never> }) => ReactNode | Promise<ReactNode>;
  generateMetadata?: (props: { params: Promise<never> }) => Promise<Metadata>;
}

type FastProps = { params: Promise<Record<string, string | string[]>> };

/**
 * The page and metadata of app/(fast)/{prefix}/[segment] for the screens it may serve (one, or the
 * screens of one segment). A path that is not one of them is a 404 (proxy.ts sends every other path
 * elsewhere, so only a reader typing an odd case sees it).
 */
export function fastScreen(prefix: string, screens: Partial<Record<RouteName, ScreenModule>>) {
  async function resolve(params: FastProps['params']) {
    const segments = Object.values(await params).flat();
    const found = fastScreenParams(`/${[...(prefix ? [prefix] : []), ...segments].join('/')}`);
    const screen = found && screens[found.route];
    if (!found || !screen) notFound();
    return { screen, params: Promise.resolve(found.params as never) };
  }
  async function FastPage({ params }: FastProps) {
    const { screen, params: screenParams } = await resolve(params);
    const Screen = screen.default;
    return <Screen params={screenParams} />;
  }
  async function generateMetadata({ params }: FastProps): Promise<Metadata> {
    const { screen, params: screenParams } = await resolve(params);
    return screen.generateMetadata ? screen.generateMetadata({ params: screenParams }) : {};
  }
  return { FastPage, generateMetadata };
}
