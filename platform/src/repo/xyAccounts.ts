/**
 * Media accounts ("xy"): the account as answered, its influence ranking, its page's lists (articles,
 * dynamics, bulletins, questions and answers), recommended accounts and members' subscriptions.
 */
import type { Queryable } from '../db';
import { formatPlatformTime } from '../envelope';
import { articleSummary, DISCUSS_COUNT, PAGE_SIZE, type ArticleRow } from './content';
import { countedChange } from './participation';

export interface AccountRow {
  id: number;
  name: string;
  avatar: string;
  description: string;
  status: number;
  forbidden: number;
  score: number;
  count_subscribe: number;
  lang: string;
}

/** The published articles of account x, as a column of a query over xy_accounts x. */
export const ARTICLE_COUNT =
  '(SELECT count(*)::int FROM articles a WHERE a.xy_account_id = x.id AND a.site_id = x.site_id AND a.a_status = 1) AS articles';

/** Accounts a ranking or a recommendation may name: not cancelled (1, 4), not forbidden. */
const USABLE = 'x.status NOT IN (1, 4) AND x.forbidden = 0';

/** A media account as the platform answers it, with its published articles' count. */
export function accountAnswer(row: AccountRow & { articles: number }) {
  return {
    xyID: row.id,
    xyName: row.name,
    xyIcon: row.avatar,
    xyDesc: row.description,
    xyStatus: row.status,
    xyForbidden: row.forbidden,
    score: row.score,
    articleCount: row.articles,
    countSubscribe: row.count_subscribe,
    lang: row.lang,
  };
}

/** How many accounts the ranking answers (clients show the first 20 usable ones, spec §9). */
export const XY_RANK_SIZE = 50;

/**
 * The media accounts' influence ranking: the usable accounts of a site (not cancelled, not forbidden) by
 * score, best first, with their places.
 */
export async function rankXyAccounts(db: Queryable, siteId: number) {
  const rows = await db.query<AccountRow & { articles: number }>(
    `SELECT x.*, ${ARTICLE_COUNT} FROM xy_accounts x WHERE x.site_id = $1 AND ${USABLE}
     ORDER BY x.score DESC, x.id LIMIT $2`,
    [siteId, XY_RANK_SIZE],
  );
  return rows.map((row, index) => ({ rank: index + 1, ...accountAnswer(row) }));
}

/**
 * One account of a site as answered, whatever its state (the client shows a cancelled or forbidden one as
 * empty), with its place in the ranking when it has one.
 */
export async function getXyAccount(db: Queryable, siteId: number, id: number) {
  const [row] = await db.query<AccountRow & { articles: number; place: number | null }>(
    `SELECT x.*, ${ARTICLE_COUNT},
       CASE WHEN ${USABLE} THEN (SELECT count(*)::int + 1 FROM xy_accounts o WHERE o.site_id = x.site_id
         AND o.status NOT IN (1, 4) AND o.forbidden = 0 AND (o.score > x.score OR (o.score = x.score AND o.id < x.id)))
       END AS place
     FROM xy_accounts x WHERE x.site_id = $1 AND x.id = $2`,
    [siteId, id],
  );
  return row ? { ...accountAnswer(row), rank: row.place ?? 0 } : undefined;
}

/** An account's published articles on its site, newest first, a page of 20. */
export async function listXyArticles(db: Queryable, siteId: number, accountId: number, page: number) {
  const rows = await db.query<ArticleRow>(
    `SELECT a.*, ${DISCUSS_COUNT} FROM articles a WHERE a.site_id = $1 AND a.xy_account_id = $2 AND a.a_status = 1
     ORDER BY a.publish_time DESC, a.id DESC LIMIT $3 OFFSET $4`,
    [siteId, accountId, PAGE_SIZE + 1, page * PAGE_SIZE],
  );
  return { list: rows.slice(0, PAGE_SIZE).map(articleSummary), hasMore: rows.length > PAGE_SIZE };
}

/** An account's bulletins (公告), newest first, with how often each was opened. */
export async function listBulletins(db: Queryable, accountId: number) {
  const rows = await db.query<{ id: number; title: string; content: string; publish_time: Date; hits: number }>(
    'SELECT * FROM xy_bulletins WHERE account_id = $1 ORDER BY publish_time DESC, id DESC LIMIT 10',
    [accountId],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    publishtime: formatPlatformTime(row.publish_time),
    hits: row.hits,
  }));
}

/** Counts one opening of a bulletin of a site's account; undefined when there is no such bulletin. */
export async function hitBulletin(db: Queryable, siteId: number, bulletinId: number) {
  const [row] = await db.query<{ id: number; hits: number }>(
    `UPDATE xy_bulletins b SET hits = hits + 1 FROM xy_accounts x
     WHERE b.id = $1 AND x.id = b.account_id AND x.site_id = $2 RETURNING b.id, b.hits`,
    [bulletinId, siteId],
  );
  return row;
}

/**
 * The questions put to an account, newest first, 20 a page, each with the account's answer when given;
 * `answered` keeps only the answered ones, newest answer first (the account's answers).
 */
export async function listXyQuestions(db: Queryable, accountId: number, page: number, answered: boolean) {
  const rows = await db.query<{
    id: number;
    asker: string;
    content: string;
    asked_at: Date;
    answer: string | null;
    answered_at: Date | null;
  }>(
    `SELECT * FROM xy_questions WHERE account_id = $1 ${answered ? 'AND answer IS NOT NULL' : ''}
     ORDER BY ${answered ? 'answered_at' : 'asked_at'} DESC, id DESC LIMIT $2 OFFSET $3`,
    [accountId, PAGE_SIZE, page * PAGE_SIZE],
  );
  return rows.map((row) => ({
    id: row.id,
    userName: row.asker,
    content: row.content,
    createTime: formatPlatformTime(row.asked_at),
    answer: row.answer ?? '',
    answerTime: row.answered_at ? formatPlatformTime(row.answered_at) : '',
  }));
}

/** How many accounts a page recommends. */
export const RECOMMENDED_ACCOUNTS = 6;

/** Other usable accounts of the site in the account's language, the most influential first. */
export async function recommendXyAccounts(db: Queryable, siteId: number, accountId: number) {
  const rows = await db.query<AccountRow & { articles: number }>(
    `SELECT x.*, ${ARTICLE_COUNT} FROM xy_accounts x
     WHERE x.site_id = $1 AND x.id <> $2 AND ${USABLE}
       AND x.lang = (SELECT lang FROM xy_accounts WHERE id = $2)
     ORDER BY x.score DESC, x.id LIMIT $3`,
    [siteId, accountId, RECOMMENDED_ACCOUNTS],
  );
  return rows.map(accountAnswer);
}

/** Whether a site's account can be subscribed to (it exists and is usable). */
export async function xyAccountOpen(db: Queryable, siteId: number, accountId: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM xy_accounts x WHERE x.site_id = $1 AND x.id = $2 AND ${USABLE}`, [
    siteId,
    accountId,
  ]);
  return rows.length > 0;
}

/** A subscription (add) or its cancellation, counted on the account. */
export function subscribeXy(db: Queryable, memberId: number, accountId: number, add: boolean) {
  return countedChange(
    db,
    {
      insert: 'INSERT INTO xy_subscriptions (member_id, account_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
      remove: 'DELETE FROM xy_subscriptions WHERE member_id = $1 AND account_id = $2 RETURNING 1',
      table: 'xy_accounts',
      column: 'count_subscribe',
    },
    [memberId, accountId],
    add,
  );
}

/** A reader's state on an account: subscribed or not, and the account's subscribers. */
export async function xyUserState(db: Queryable, siteId: number, accountId: number, memberId?: number) {
  const [row] = await db.query<{ count_subscribe: number; subscribed: boolean }>(
    `SELECT x.count_subscribe,
       EXISTS (SELECT 1 FROM xy_subscriptions s WHERE s.account_id = x.id AND s.member_id = $3) AS subscribed
     FROM xy_accounts x WHERE x.site_id = $1 AND x.id = $2`,
    [siteId, accountId, memberId ?? 0],
  );
  return row ? { isSubscribed: row.subscribed ? 1 : 0, countSubscribe: row.count_subscribe } : undefined;
}
