/**
 * What a screen's page file exports (app/[variant]/{route}/…/page.tsx): it reads the variant (locale,
 * context) and the route's parameters from its folder's params, loads the screen's view model and draws
 * it, or its 404 or error state (./fallback.tsx).
 *
 * A cached screen's view model goes through unstable_cache with the page's own `revalidate`: Next gives a
 * page the shortest lifetime met while rendering it, so the page cache keeps the HTML exactly that long,
 * and a page rendered again asks the platform afresh. Its tag names what it shows
 * (lib/cache/revalidation.ts), so that the platform's webhook can expire it at once (docs/page-cache.md).
 * A screen rendered per request (the login) and an editor's page in draft mode (app/api/draft: preview,
 * view, CMS) load directly and read the query.
 */
import type { Metadata } from 'next';
import { notFound, unstable_rethrow } from 'next/navigation';
import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';
import { cache } from 'react';
import { loadSiteConfig } from '../api/siteConfig';
import { pageTag } from '../cache/revalidation';
import { bypassesCache, decodeContext, encodeContext } from '../context';
import { JsonLd } from '@/components/common/JsonLd';
import { readRuntimeConfig } from '../env';
import { appPath, readRouteParams, readVariant, type RouteName } from '../routing/routes';
import { absoluteUrl } from '../share/buildShareMetadata';
import { breadcrumbJsonLd } from '../share/jsonLd';
import type { ScreenDefinition, ScreenInput, ScreenView } from './defineScreen';
import { withFallbackMetadata, withFallbackPage } from './fallback';
import { readScreen } from './readScreen';

/** A page's params: the variant segment and the route's parameters, each its folder's ("_" when absent). */
type PageParams = { variant: string } & Record<string, string>;
type Query = Record<string, string | string[] | undefined>;
export type ScreenPageProps = { params: Promise<PageParams>; searchParams: Promise<Query> };

/** How long a screen's page is kept: its page file's `revalidate`, or rendered for every request. */
export type Lifetime = { revalidate: number } | 'per-request';

interface Model {
  config: ScreenView<unknown>['config'];
  /** null: the path names nothing (the 404 state). */
  data: unknown;
}

async function loadModel(screen: ScreenDefinition<unknown>, input: ScreenInput): Promise<Model> {
  const [config, data] = await Promise.all([loadSiteConfig(), screen.load(input)]);
  return { config, data: data ?? null };
}

/** How often the last good copy of a view model is brought up to date (and so how far it may lag). */
const LAST_GOOD_REFRESH_S = 300;

/**
 * The last good copy of a view model: kept untagged beside the page's own, so that a change notice (which
 * expires the page's copy at once) or a cache that lost it leaves something to show while the platform is
 * down. Brought up to date in the background at most every LAST_GOOD_REFRESH_S, from a model just loaded.
 */
function lastGood(key: string[], model: () => Promise<Model>): Promise<Model> {
  // one function for writing and reading: unstable_cache keys an entry by its function's source too
  return unstable_cache(() => model(), ['last-good', ...key], { revalidate: LAST_GOOD_REFRESH_S })();
}

/**
 * The view model of a cached screen, kept as long as its page (see above). When the platform cannot give
 * it (down, an error answer, a time-out), the page is drawn from the last good copy instead of the error
 * state, and kept only as long as its lifetime: then the platform is asked again (docs/outage.md).
 */
async function cachedModel(screen: ScreenDefinition<unknown>, input: ScreenInput, revalidate: number): Promise<Model> {
  const key = ['screen', input.route, input.locale, encodeContext(input.context), JSON.stringify(input.params)];
  try {
    const model = await unstable_cache(() => loadModel(screen, input), key, {
      revalidate,
      tags: [pageTag(input.route, input.params)],
    })();
    await lastGood(key, async () => model);
    return model;
  } catch (error) {
    // Next's own signals (a redirect, notFound) are answers, not failures
    unstable_rethrow(error);
    const kept = await lastGood(key, () => Promise.reject(error)).catch(() => undefined);
    if (!kept) throw error;
    console.warn(`[page] ${input.route} ${JSON.stringify(input.params)}: the last good copy (${String(error)})`);
    return kept;
  }
}

function singleValues(query: Query): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
}

/**
 * A page's place for crawlers (BreadcrumbList): the home page, then the page itself by its title and
 * canonical address (in the page's language: the home page's address takes the same ?lang=). Home itself,
 * and a page without a canonical address, have no trail worth saying: none.
 */
function breadcrumbOf(view: ScreenView<unknown>, metadata: Metadata) {
  const site = view.config.siteConfig.mainTitle || view.config.siteConfig.siteName;
  const canonical = String(metadata.alternates?.canonical ?? '');
  const lang = /[?&](lang=\w+)/.exec(canonical)?.[1];
  const home = `${absoluteUrl(readRuntimeConfig(), appPath('home'))}${lang ? `?${lang}` : ''}`;
  const title = typeof metadata.title === 'string' ? metadata.title : site;
  if (!canonical || canonical === home) return undefined;
  return breadcrumbJsonLd([
    { name: site, url: home },
    { name: title, url: canonical },
  ]);
}

/**
 * The exports of a screen's page file: `screenPage('newsDetail', newsDetail, { revalidate })`, with the
 * page's own `revalidate` (or 'per-request' beside `dynamic = 'force-dynamic'`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen has its own view model
export function screenPage(route: RouteName, screen: ScreenDefinition<any>, lifetime: Lifetime) {
  /** One resolution per request for the page and its metadata (React's per-render cache). */
  const resolve = cache(async (variantSegment: string, paramsJson: string, editor: boolean, queryJson: string) => {
    // a path that is no page of ours (/api/nothing: a path proxy.ts never writes) is a 404 drawn for the
    // plain reader in the site's language
    const variant = readVariant(variantSegment);
    const { locale, context, contentLocale } = await readScreen(variant, route);
    if (!variant) notFound();
    const params = readRouteParams(route, JSON.parse(paramsJson) as Record<string, string>);
    const input: ScreenInput = {
      route,
      params,
      locale,
      ...(contentLocale ? { contentLocale } : {}),
      context,
      query: JSON.parse(queryJson) as ScreenInput['query'],
    };
    const model = await (lifetime === 'per-request' || editor
      ? loadModel(screen, input)
      : cachedModel(screen, input, lifetime.revalidate));
    if (model.data === null) notFound();
    return { view: { ...input, config: model.config, data: model.data } satisfies ScreenView<unknown> };
  });
  /** The screen's share tags, made once per request for <head> and the page's BreadcrumbList. */
  const metadataOf = cache((view: ScreenView<unknown>) => screen.metadata(view));

  async function read({ params, searchParams }: ScreenPageProps) {
    const { variant, ...segments } = await params;
    // an editor's page (preview, view, CMS) in draft mode is rendered for them and reads the query (the
    // preview link's token); otherwise only a screen rendered per request reads it: reading it would keep
    // a page out of the cache
    const context = decodeContext(readVariant(variant)?.ctx);
    const editor = Boolean(context && bypassesCache(context)) && (await draftMode()).isEnabled;
    const query = lifetime === 'per-request' || editor ? singleValues(await searchParams) : {};
    return resolve(variant, JSON.stringify(segments), editor, JSON.stringify(query));
  }

  async function ScreenPage(props: ScreenPageProps) {
    const { view } = await read(props);
    const View = screen.View;
    const crumbs = breadcrumbOf(view, await metadataOf(view));
    return (
      <>
        <View {...view} />
        {crumbs ? <JsonLd data={crumbs} /> : null}
      </>
    );
  }

  async function screenMetadata(props: ScreenPageProps): Promise<Metadata> {
    const { view } = await read(props);
    return metadataOf(view);
  }

  return {
    Page: withFallbackPage(ScreenPage),
    generateMetadata: withFallbackMetadata(screenMetadata),
    /** Nothing is rendered at build time (the platform need not run then); every page on first request. */
    generateStaticParams: (): PageParams[] => [],
  };
}
