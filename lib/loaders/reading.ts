/**
 * Loaders of the single-item and paper screens: subscriptionList, timeline, paperSharePage, productDetail,
 * noticeDetail, previewPDF. Each gives undefined for what does not exist (→ 404) and throws when the
 * platform fails (→ error state).
 */
import { isEmpty } from '../api/answer';
import {
  fetchCategories,
  fetchCategoryAccounts,
  fetchCertificate,
  fetchHotPoint,
  fetchLatestPaper,
  fetchNotice,
  fetchPaperDates,
  fetchPaperLayouts,
  fetchProduct,
} from '../api/reading';
import { fetchArticleContent } from '../api/content';
import { serverApi } from '../api/server';
import { withSafeContent } from '../model/richText';
import { isUsableXyAccount } from '../model/xyAccount';
import type { ArticleContent } from '../schemas/article';
import type { Category, CategoryAccounts, Certificate, PaperEdition, PaperLayout } from '../schemas/reading';

export interface SubscriptionData {
  categories: Category[];
  current?: CategoryAccounts;
}

/** The media-account categories and the accounts of one (the first without an id); unusable accounts dropped. */
export async function loadSubscriptionList(catId: number | undefined): Promise<SubscriptionData | undefined> {
  const client = serverApi();
  const cats = await fetchCategories(client);
  const categories = isEmpty(cats) ? [] : cats.catsList;
  const target = catId ?? categories[0]?.catId;
  if (!target) return catId ? undefined : { categories };
  const answer = await fetchCategoryAccounts(client, target);
  if (isEmpty(answer)) return undefined;
  return { categories, current: { ...answer, xys: answer.xys.filter(isUsableXyAccount) } };
}

export async function loadTimeline(id: number) {
  const answer = await fetchHotPoint(serverApi(), id);
  return isEmpty(answer) ? undefined : answer;
}

export interface PaperData {
  edition: PaperEdition;
  dates: string[];
  layout: PaperLayout;
}

/**
 * paperSharePage/:time?/:paperId?/:layout?: the edition of a day (the latest without one), its dates of
 * that month, and one layout (the first without one).
 */
export async function loadPaper(
  time: string | undefined,
  paperId: number | undefined,
  layoutName: string | undefined,
): Promise<PaperData | undefined> {
  const client = serverApi();
  let date = time;
  let paper = paperId;
  if (!date || !paper) {
    const latest = await fetchLatestPaper(client, paper);
    if (isEmpty(latest)) return undefined;
    date ??= latest.date;
    paper ??= latest.paperId;
  }
  const [edition, dates] = await Promise.all([
    fetchPaperLayouts(client, paper, date),
    fetchPaperDates(client, paper, date.slice(0, 7)),
  ]);
  if (isEmpty(edition)) return undefined;
  const layout = layoutName ? edition.layouts.find((item) => item.layout === layoutName) : edition.layouts[0];
  if (!layout) return undefined;
  return { edition, dates: isEmpty(dates) ? [edition.date] : dates.dates, layout };
}

export async function loadProduct(id: number) {
  const answer = await fetchProduct(serverApi(), id);
  return isEmpty(answer) ? undefined : withSafeContent(answer);
}

export async function loadNotice(id: number) {
  const answer = await fetchNotice(serverApi(), id);
  return isEmpty(answer) ? undefined : withSafeContent(answer);
}

/** previewPDF: the certificate of an article, with the article's title and summary. */
export async function loadCertificate(
  articleId: number,
): Promise<{ certificate: Certificate; article: ArticleContent } | undefined> {
  const client = serverApi();
  const [certificate, article] = await Promise.all([
    fetchCertificate(client, articleId),
    fetchArticleContent(client, articleId),
  ]);
  if (isEmpty(certificate) || isEmpty(article)) return undefined;
  return { certificate, article };
}
