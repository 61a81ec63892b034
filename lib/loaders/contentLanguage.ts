/**
 * The language of a page's content, for proxy.ts to write into the internal path (the root layout's
 * <html lang> and the page's og:locale and inLanguage say it; docs/content-language.md). The pages of one
 * content (an article, a post, a question, a profile) read it from the same platform call as their screen;
 * the others (home, lists, forms) have none: their content is the interface. Answers are kept a while
 * per content (a language seldom changes; an article's change forgets its entry at once), failures not.
 */
import { isEmpty, type Empty } from '../api/answer';
import type { ApiClient, CallOptions } from '../api/client';
import { fetchPost } from '../api/circles';
import { fetchArticleContent } from '../api/content';
import { fetchFigure } from '../api/figures';
import { fetchAskQuestion, fetchGovQuestion } from '../api/questions';
import { fetchReporterDynamic } from '../api/reporters';
import { serverApi } from '../api/server';
import { fetchShortVideo } from '../api/shortVideos';
import { fetchSubmission, fetchTipoff } from '../api/tipoffs';
import { fetchXyInfo } from '../api/xyAccounts';
import { normalizeLocale, type Locale } from '../i18n/locales';
import { isOneContent, parseId, type MatchedRoute, type OneContentRoute, type RouteName } from '../routing/routes';

/** How long the proxy waits for a language before taking the site's (the page then reads the same call). */
export const CONTENT_LANGUAGE_WAIT_MS = 1000;
/** How long a language is kept, and for how many contents at most (the oldest go first). */
export const CONTENT_LANGUAGE_TTL_MS = 10 * 60_000;
export const CONTENT_LANGUAGE_ENTRIES = 20_000;
/** A content that is not there (yet) is asked again sooner. */
export const CONTENT_MISSING_TTL_MS = 30_000;

type Read = (
  api: ApiClient,
  id: number,
  match: MatchedRoute,
  options: CallOptions,
) => Promise<{ lang: string } | Empty>;
type Fetch<T> = (api: ApiClient, id: number, options: CallOptions) => Promise<T | Empty>;

const article: Read = (api, id, match, options) =>
  fetchArticleContent(api, id, { ...options, columnId: parseId(match.params.columnId) });

/** A content that says its language itself. */
const byId =
  (fetch: Fetch<{ lang: string }>): Read =>
  (api, id, _, options) =>
    fetch(api, id, options);

/** A content in the language of what holds it (a post its circle's, a question its topic's). */
const within =
  <T>(fetch: Fetch<T>, holder: (content: T) => { lang: string }): Read =>
  async (api, id, _, options) => {
    const answer = await fetch(api, id, options);
    return isEmpty(answer) ? answer : holder(answer);
  };

/** Each screen of one content, and the platform call that gives its language (the one its screen makes). */
const READS: Record<OneContentRoute, Read> = {
  newsDetail: article,
  imageDetail: article,
  videoDetail: article,
  liveDetail: article,
  specDetail: article,
  linkDetail: article,
  onlineStudy: article,
  dynamicDetail: byId(fetchReporterDynamic),
  postDetail: within(fetchPost, (post) => post.circle),
  figureDetail: byId(fetchFigure),
  tipoffDetail: byId(fetchTipoff),
  inputArticleDetail: byId(fetchSubmission),
  askDetail: within(fetchAskQuestion, (question) => question.topic),
  qaDetail: byId(fetchGovQuestion),
  newQaDetail: byId(fetchGovQuestion),
  minVideoDetail: byId(fetchShortVideo),
  mvodShare: byId(fetchShortVideo),
  xyDetail: byId(fetchXyInfo),
};

interface Kept {
  locale: Locale | undefined;
  until: number;
}

const KEPT = Symbol.for('newsfront.contentLanguages');
/** One memory for the process: proxy.ts fills it, the revalidation handler (another bundle) empties it. */
const kept: Map<string, Kept> = ((globalThis as { [KEPT]?: Map<string, Kept> })[KEPT] ??= new Map());

const keyOf = (route: RouteName, id: number) => `${route} ${id}`;

/**
 * The language of the content a matched page shows; undefined when the page is not of one content or
 * names none (its 404). When the platform does not answer in time: the site's language (`fallback`).
 */
export async function contentLocaleOf(
  match: MatchedRoute,
  fallback: Locale,
  { api = serverApi(), now = Date.now() }: { api?: ApiClient; now?: number } = {},
): Promise<Locale | undefined> {
  const id = parseId(match.params.id);
  if (!isOneContent(match.route) || id === undefined) return undefined;
  const read = READS[match.route];
  const key = keyOf(match.route, id);
  const known = kept.get(key);
  if (known && known.until > now) return known.locale;
  try {
    const answer = await read(api, id, match, { timeoutMs: CONTENT_LANGUAGE_WAIT_MS });
    const locale = isEmpty(answer) ? undefined : (normalizeLocale(answer.lang) ?? fallback);
    keep(key, { locale, until: now + (locale ? CONTENT_LANGUAGE_TTL_MS : CONTENT_MISSING_TTL_MS) });
    return locale;
  } catch {
    return fallback;
  }
}

function keep(key: string, entry: Kept): void {
  kept.delete(key);
  kept.set(key, entry);
  // a Map iterates in insertion order: the first key is the oldest
  while (kept.size > CONTENT_LANGUAGE_ENTRIES) kept.delete(kept.keys().next().value!);
}

/** Forgets an article's language under every screen that shows articles (a change may be to it). */
export function forgetArticleLanguage(id: number): void {
  for (const [route, read] of Object.entries(READS)) if (read === article) kept.delete(keyOf(route as RouteName, id));
}
