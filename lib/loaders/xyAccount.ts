/**
 * Loaders of the media-account screens: xyListShare (the ranking) and xyDetail (an account's page). Each
 * gives undefined for what does not exist or may not be shown (→ 404) and throws when the platform fails
 * (→ error state); a list of the page that fails is shown empty, the account still shows.
 */
import { isEmpty, listOrNothing } from '../api/answer';
import {
  fetchRecommendedXys,
  fetchXyArticles,
  fetchXyBulletins,
  fetchXyDynamics,
  fetchXyInfo,
  fetchXyQuestions,
  fetchXyRank,
} from '../api/xyAccounts';
import { serverApi } from '../api/server';
import { topOfRank } from '../model/limits';
import { isUsableXyAccount } from '../model/xyAccount';
import type { ArticleSummary } from '../schemas/article';
import type { Dynamic } from '../schemas/dynamic';
import type { Bulletin, XyAccount, XyInfo, XyQuestion, XyRank } from '../schemas/xyAccount';

/** xyListShare: the usable accounts of the influence ranking, the first 20 (spec §9). */
export async function loadXyRank(): Promise<XyRank | undefined> {
  const answer = await fetchXyRank(serverApi());
  if (isEmpty(answer)) return undefined;
  return { ...answer, list: topOfRank(answer.list.filter(isUsableXyAccount)) };
}

export interface XyDetailData {
  account: XyInfo;
  articles: ArticleSummary[];
  dynamics: Dynamic[];
  bulletins: Bulletin[];
  questions: XyQuestion[];
  answers: XyQuestion[];
  recommended: XyAccount[];
}

/** xyDetail: the account (usable only, spec §4) with the first page of each of its lists. */
export async function loadXyDetail(id: number): Promise<XyDetailData | undefined> {
  const client = serverApi();
  const account = await fetchXyInfo(client, id);
  if (isEmpty(account) || !isUsableXyAccount(account)) return undefined;
  const [articles, dynamics, bulletins, questions, answers, recommended] = await Promise.all([
    listOrNothing(fetchXyArticles(client, id, 0)),
    listOrNothing(fetchXyDynamics(client, id, 0)),
    listOrNothing(fetchXyBulletins(client, id)),
    listOrNothing(fetchXyQuestions(client, 'questions', id, 0)),
    listOrNothing(fetchXyQuestions(client, 'answers', id, 0)),
    listOrNothing(fetchRecommendedXys(client, id)),
  ]);
  return {
    account,
    articles,
    dynamics,
    bulletins,
    questions,
    answers,
    recommended: recommended.filter(isUsableXyAccount),
  };
}
