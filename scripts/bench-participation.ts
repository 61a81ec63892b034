/**
 * Taking part under concurrency (npm run bench, after the page figures): a platform of its own (PGlite in
 * a temporary folder, or DATABASE_URL), readers made through the real calls, then
 *   - 200 distinct readers (100 logged-in members, 100 anonymous devices) each tap "like" twice at once on
 *     one article: 400 requests in flight; exactly 200 must count and 200 be refused as repeats;
 *   - 100 comments posted at once by the 100 members on that article: exactly 100 new comments;
 *   - 200 ballots at once in the running demo vote: each member votes for one option twice (the rule allows
 *     one a day per option): exactly 100 accepted, 100 refused, the option's count up by 100.
 * Every figure is checked against the database; a miscount fails the run (exit code 1).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isEmpty } from '../lib/api/answer';
import type { ApiClient } from '../lib/api/client';
import { loginByPhone, sendVerifyCode } from '../lib/api/members';
import { postComment, praiseCall } from '../lib/api/participation';
import { recordVoteCount } from '../lib/api/vote';
import { readRuntimeConfig, type RuntimeConfig } from '../lib/env';
import { startPlatform } from '../platform/src/platform';
import { readSettings } from '../platform/src/settings';
import { DEMO_VOTES } from '../platform/src/seed/votes';
import { readerClient } from '../platform/src/testing';

const ARTICLE = 10001;
const MEMBERS = 100;
const DEVICES = 100;

function percentile(sorted: number[], p: number): number {
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!) : 0;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; ok: boolean; value?: T; error?: string }> {
  const start = performance.now();
  try {
    const value = await work();
    return { ms: performance.now() - start, ok: true, value };
  } catch (error) {
    return { ms: performance.now() - start, ok: false, error: (error as { reason?: string }).reason ?? String(error) };
  }
}

function summary(name: string, results: { ms: number }[], wallMs: number) {
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    name,
    requests: results.length,
    wallMs: Math.round(wallMs),
    requestsPerSecond: Math.round((results.length / wallMs) * 1000),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
  };
}

function reader(runtime: RuntimeConfig, device: string, accessToken?: string): ApiClient {
  return readerClient(runtime, device, accessToken).api;
}

async function inBatches<T>(count: number, size: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < count; start += size)
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, i) => make(start + i)))));
  return out;
}

async function main(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-participation-'));
  const schema = process.env.DATABASE_URL ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const platform = await startPlatform(
    readSettings({
      ...process.env,
      PLATFORM_PORT: '0',
      PLATFORM_LOG: '0',
      PLATFORM_SMS_LOG: '0',
      PLATFORM_DATA_DIR: dataDir,
      DATABASE_SCHEMA: schema,
    }),
  );
  let failed = false;
  try {
    const db = platform.db;
    const runtime = readRuntimeConfig({ PLATFORM_URL: platform.url });
    // comments are published at once here (the demo reviews them first), so the list can be counted
    await db.query(
      `UPDATE site_config SET config = jsonb_set(config, '{siteConfig,discuss,auditType}', '0'::jsonb) WHERE site_id = 1`,
    );

    // members through the real login: image code, SMS code, password binding
    const signup = performance.now();
    const logins: { id: number; token: string }[] = [];
    const members = await inBatches(MEMBERS, 10, async (index) => {
      const phone = `137${String(index).padStart(8, '0')}`;
      const device = `bench-member-${index}`;
      const key = `bench-key-${index}-${randomBytes(3).toString('hex')}`;
      await fetch(`${runtime.bases.sso}/getImageVerifyCode?siteId=1&key=${key}`).then((r) => r.arrayBuffer());
      const [image] = await db.query<{ answer: string }>('SELECT answer FROM image_codes WHERE key = $1', [key]);
      await sendVerifyCode(runtime, { phone, imageCode: image!.answer, imageKey: key, devid: device });
      const [sms] = await db.query<{ code: string }>('SELECT code FROM sms_codes WHERE phone = $1 ORDER BY id DESC', [
        phone,
      ]);
      const login = await loginByPhone(runtime, {
        phone,
        code: sms!.code,
        password: 'bench-pass',
        confirm: 'bench-pass',
        devid: device,
      });
      logins[index] = { id: login.id, token: login.accessToken };
      return reader(runtime, device, login.accessToken);
    });
    const signupMs = performance.now() - signup;
    const devices = Array.from({ length: DEVICES }, (_, index) =>
      reader(runtime, `bench-device-${index}-${Date.now()}`),
    );
    const readers = [...members, ...devices];

    const count = async () =>
      (await db.query<{ count_praise: number }>('SELECT count_praise FROM articles WHERE id = $1', [ARTICLE]))[0]!
        .count_praise;
    const rows = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM praises WHERE target_kind = 'article' AND target_id = $1`,
          [ARTICLE],
        )
      )[0]!.n;
    const likesBefore = await count();
    const rowsBefore = await rows();
    const likeStart = performance.now();
    const likes = await Promise.all(
      readers.flatMap((api) => [
        timed(() => praiseCall(api, { kind: 'article', id: ARTICLE }, true)),
        timed(() => praiseCall(api, { kind: 'article', id: ARTICLE }, true)),
      ]),
    );
    const likeWall = performance.now() - likeStart;
    const likeCounted = likes.filter((r) => r.ok).length;
    const likeRepeats = likes.filter((r) => !r.ok && r.error === '请不要重复点赞').length;
    const likesAfter = await count();
    const rowsAfter = await rows();

    const commentsBefore = (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM comments WHERE article_id = $1', [ARTICLE])
    )[0]!.n;
    const commentStart = performance.now();
    const comments = await Promise.all(
      members.map((api, index) =>
        timed(() => postComment(api, { articleId: ARTICLE, content: `并发评论 ${index} 👍 <b>${index}</b>` })),
      ),
    );
    const commentWall = performance.now() - commentStart;
    const commentsAfter = (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM comments WHERE article_id = $1', [ARTICLE])
    )[0]!.n;
    const distinct = new Set(comments.map((r) => (r.value && !isEmpty(r.value) ? r.value.id : -1))).size;

    // ballots: every member twice for one option of the running vote (one a day per option)
    const [config] = await db.query<{ key: string }>(
      `SELECT config->>'encryptKey4' AS key FROM site_config WHERE site_id = 1`,
    );
    const [option] = await db.query<{ id: number; count: number }>(
      'SELECT id, count FROM vote_options WHERE vote_id = $1 ORDER BY number LIMIT 1',
      [DEMO_VOTES.running],
    );
    const ballotStart = performance.now();
    const ballots = await Promise.all(
      [...logins, ...logins].map((login) =>
        timed(async () => {
          const answer = await recordVoteCount(
            reader(runtime, `bench-${login.id}`, login.token),
            { voteId: DEMO_VOTES.running, optionId: option!.id, userId: String(login.id) },
            config!.key,
            { member: true },
          );
          if (answer.state !== 'success')
            throw Object.assign(new Error(answer.msg), { reason: answer.reason ?? answer.msg });
          return answer;
        }),
      ),
    );
    const ballotWall = performance.now() - ballotStart;
    const [after] = await db.query<{ count: number }>('SELECT count FROM vote_options WHERE id = $1', [option!.id]);
    const accepted = ballots.filter((r) => r.ok).length;
    const refusedByRule = ballots.filter((r) => !r.ok && r.error === 'optionDay').length;

    const checks = {
      ballotsHeldToTheRule: accepted === MEMBERS && refusedByRule === MEMBERS,
      voteCountEqualsAccepted: after!.count - option!.count === accepted,
      likesCountedOncePerReader: likeCounted === readers.length && likesAfter - likesBefore === readers.length,
      likeRowsOnePerReader: rowsAfter - rowsBefore === readers.length,
      repeatsRefused: likeRepeats === readers.length,
      everyCommentStoredOnce:
        comments.every((r) => r.ok) && commentsAfter - commentsBefore === MEMBERS && distinct === MEMBERS,
    };
    const report = {
      engine: db.engine,
      readers: { members: MEMBERS, devices: DEVICES, signupMs: Math.round(signupMs) },
      likes: {
        ...summary('likes (2 taps × 200 readers at once)', likes, likeWall),
        counted: likeCounted,
        refusedAsRepeat: likeRepeats,
        countBefore: likesBefore,
        countAfter: likesAfter,
      },
      comments: {
        ...summary('comments (100 members at once)', comments, commentWall),
        stored: commentsAfter - commentsBefore,
      },
      ballots: {
        ...summary('ballots (2 per member × 100 members at once, one option)', ballots, ballotWall),
        accepted,
        refusedByRule,
        countBefore: option!.count,
        countAfter: after!.count,
      },
      checks,
    };
    console.log(JSON.stringify(report, null, 2));
    failed = Object.values(checks).some((ok) => !ok);
    if (failed) console.error('[bench] taking part: a count is wrong', checks);
  } finally {
    if (schema && platform.db.engine === 'postgres') await platform.db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await platform.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return failed;
}

void main().then((failed) => process.exit(failed ? 1 : 0));
