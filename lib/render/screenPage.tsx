/**
 * The page of every screen (app/[first]/[[...rest]]/page.tsx; app/[first]/fresh/ for the screens
 * rendered per request; app/[first]/draft/ for an editor's draft): reads the path (lib/routing/routes.ts
 * readPagePath), finds the screen (screens/), loads its view model and draws it, or its 404 or error
 * state (./fallback.tsx).
 *
 * A cached screen's view model goes through unstable_cache with the screen's lifetime from the route
 * table: Next gives a page the shortest lifetime met while rendering it, so the page cache keeps the
 * HTML exactly that long, and a page rendered again asks the platform afresh (a stale entry is refreshed
 * before a page is cached with it). Its tag names what it shows (lib/cache/revalidation.ts), so that the
 * platform's webhook can expire it at once. A fresh render (the login) loads directly; a draft's page
 * draws the draft proxy.ts loaded (./draft.ts) and is cached under its fingerprint. The messages the
 * screen's client parts read (its `messages`) go with its view, below the layout's.
 * docs/one-page.md says why one page, and what it costs.
 */
import type { Metadata } from 'next';
import { getMessages } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { loadSiteConfig } from '../api/siteConfig';
import { pageTag } from '../cache/revalidation';
import { encodeContext } from '../context';
import { pickMessages } from '../i18n/clientMessages';
import { JsonLd } from '@/components/common/JsonLd';
import { MessagesProvider } from '@/components/providers/MessagesContext';
import { readRuntimeConfig } from '../env';
import { appPath, cacheSeconds, PLAIN_READER, readPagePath, routeSpec, type RouteName } from '../routing/routes';
import { FINGERPRINT } from './draft';
import { absoluteUrl } from '../share/buildShareMetadata';
import { breadcrumbJsonLd } from '../share/jsonLd';
import type { ScreenDefinition, ScreenInput, ScreenView } from './defineScreen';
import { withFallbackMetadata, withFallbackPage } from './fallback';
import { readScreen } from './readScreen';

/** Every screen by its route name, imported when first rendered (screens/index.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen has its own view model
export type ScreenRegistry = Partial<Record<RouteName, () => Promise<{ default: ScreenDefinition<any> }>>>;

type PageParams = { first: string; draft?: string; rest?: string[] };
type Query = Record<string, string | string[] | undefined>;
export type ScreenPageProps = { params: Promise<PageParams>; searchParams: Promise<Query> };

interface Model {
  config: ScreenView<unknown>['config'];
  /** null: the path names nothing (the 404 state). */
  data: unknown;
}

async function loadModel(screen: ScreenDefinition<unknown>, input: ScreenInput): Promise<Model> {
  const [config, data] = await Promise.all([loadSiteConfig(), screen.load(input)]);
  return { config, data: data ?? null };
}

/** The view model of a cached screen, kept as long as its page (see above). */
function cachedModel(screen: ScreenDefinition<unknown>, input: ScreenInput): Promise<Model> {
  const key = ['screen', input.route, input.locale, encodeContext(input.context), JSON.stringify(input.params)];
  return unstable_cache(() => loadModel(screen, input), key, {
    revalidate: cacheSeconds(input.route),
    tags: [pageTag(input.route, input.params)],
  })();
}

function singleValues(query: Query): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
}

/**
 * Every page's place for crawlers (BreadcrumbList): the home page, then the page itself by its title and
 * canonical address (in the page's language: the home page's address takes the same ?lang=).
 */
function breadcrumbOf(view: ScreenView<unknown>, metadata: Metadata) {
  const site = view.config.siteConfig.mainTitle || view.config.siteConfig.siteName;
  const canonical = String(metadata.alternates?.canonical ?? '');
  const lang = /[?&](lang=\w+)/.exec(canonical)?.[1];
  const home = `${absoluteUrl(readRuntimeConfig(), appPath('home'))}${lang ? `?${lang}` : ''}`;
  const title = typeof metadata.title === 'string' ? metadata.title : site;
  return breadcrumbJsonLd(
    view.route === 'home' || !canonical
      ? [{ name: site, url: home }]
      : [
          { name: site, url: home },
          { name: title, url: canonical },
        ],
  );
}

/** Which page this is: the cached screens', the screens rendered per request, or an editor's drafts'. */
export type PageKind = 'cached' | 'fresh' | 'draft';

export function screenPage(screens: ScreenRegistry, kind: PageKind) {
  const fresh = kind === 'fresh';
  /** One resolution per request for the page and its metadata (React's per-render cache). */
  const resolve = cache(async (segments: string, queryJson: string, draft: string | undefined) => {
    const path = readPagePath(JSON.parse(segments) as string[]);
    // a path that is no page of ours (/_next/static/gone.js: paths proxy.ts never sees) is a 404 drawn
    // for the plain reader in the site's language
    const { locale, context } = await readScreen(path ?? PLAIN_READER);
    if (!path) notFound();
    const { route, params } = path.match;
    const screen = (await screens[route]?.())?.default;
    // a screen rendered per request (it reads the reader's cookies) is never drawn into a cached page, and
    // only a previewable screen has drafts
    if (!screen || (!fresh && cacheSeconds(route) === 0)) notFound();
    if (kind === 'draft' && !(draft && FINGERPRINT.test(draft) && routeSpec(route).previewable)) notFound();
    const input: ScreenInput = {
      route,
      params,
      locale,
      context,
      query: JSON.parse(queryJson) as ScreenInput['query'],
      draft,
    };
    const model = await (kind === 'cached' ? cachedModel(screen, input) : loadModel(screen, input));
    if (model.data === null) notFound();
    return { screen, view: { ...input, config: model.config, data: model.data } satisfies ScreenView<unknown> };
  });
  /** The screen's share tags, made once per request for <head> and the page's BreadcrumbList. */
  const metadataOf = cache((screen: ScreenDefinition<unknown>, view: ScreenView<unknown>) => screen.metadata(view));

  async function read({ params, searchParams }: ScreenPageProps) {
    const { first, draft, rest = [] } = await params;
    // only a screen rendered per request reads the query: reading it would keep a page out of the cache
    const query = fresh ? singleValues(await searchParams) : {};
    return resolve(JSON.stringify([first, ...rest]), JSON.stringify(query), draft);
  }

  async function ScreenPage(props: ScreenPageProps) {
    const { screen, view } = await read(props);
    const View = screen.View;
    const drawn = <View {...view} />;
    return (
      <>
        {screen.messages?.length ? (
          <MessagesProvider
            locale={view.locale}
            messages={pickMessages(await getMessages({ locale: view.locale }), screen.messages)}
          >
            {drawn}
          </MessagesProvider>
        ) : (
          drawn
        )}
        <JsonLd data={breadcrumbOf(view, await metadataOf(screen, view))} />
      </>
    );
  }

  async function screenMetadata(props: ScreenPageProps): Promise<Metadata> {
    const { screen, view } = await read(props);
    return metadataOf(screen, view);
  }

  return { Page: withFallbackPage(ScreenPage), generateMetadata: withFallbackMetadata(screenMetadata) };
}
