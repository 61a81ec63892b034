/**
 * The platform's webhook: an editor published, corrected or unpublished an article, changed a live or a
 * column's list. The body says what ({id, changes: [...]}, lib/cache/revalidation.ts), signed with
 * REVALIDATE_SECRET (lib/security/webhookSignature.ts); each id is applied once (the same call sent
 * again answers 409); without the secret configured the handler does not exist (404).
 *
 * It expires the pages that show the change in Next's page cache at once (revalidateTag with expire 0:
 * the next reader waits for a fresh render rather than get the old page), which in the scale-out
 * topology is the one cache every instance shares, then has the edge (EDGE_URL, nginx) fetch the same
 * pages again in its readers' place (EDGE_REFRESH_TOKEN: scripts/lib/nginxConfig.mjs), so that readers
 * there see the correction within seconds and none waits for its render. The refreshes go through one
 * bounded queue (lib/cache/edgeRefreshQueue.ts): the handler answers 202 at once and a large change never
 * takes the instance from its readers. Next applies revalidateTag once the handler has answered, while the
 * refresh runs: the edge may take the page before it changed; the platform calls again two seconds later
 * (platform/src/changeNotifier.ts), and that refresh is right.
 */
import { revalidateTag } from 'next/cache';
import { forgetArticleLanguage } from '@/lib/loaders/contentLanguage';
import { NextResponse, type NextRequest } from 'next/server';
import { createRefreshQueue, type RefreshQueue } from '@/lib/cache/edgeRefreshQueue';
import { ChangesSchema, outdated } from '@/lib/cache/revalidation';
import { readRuntimeConfig } from '@/lib/env';
import { createReplayGuard, SIGNATURE_HEADER, webhookSignatureProblem } from '@/lib/security/webhookSignature';
import { bodyUpTo } from '@/lib/security/requestBody';
import { refusalOfCrossSite } from '@/lib/security/sameSite';

export const dynamic = 'force-dynamic';

/** The largest body the platform sends (100 changes of a few dozen ids). */
const MAX_BODY_BYTES = 64 * 1024;
/** How long the edge gets to answer one refresh before the queue goes on without it. */
const REFRESH_TIMEOUT_MS = 10_000;
/** Refreshes under way at once: a few renders beside the readers' on one instance. */
const REFRESH_CONCURRENCY = 4;

const replays = createReplayGuard();
/** A plain phone reader's user agent: the edge stores the answer for every such reader (lib/routing/plainReader.mjs). */
const PHONE_READER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

function answer(status: number, body: Record<string, unknown>) {
  return NextResponse.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

interface Edge {
  url: string;
  token: string;
}

/** Has the edge fetch one public path again and keep the answer. */
async function refresh(edge: Edge, path: string): Promise<void> {
  try {
    const response = await fetch(`${edge.url}${path}`, {
      headers: { 'x-edge-refresh': edge.token, 'user-agent': PHONE_READER },
      redirect: 'manual',
      signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
    });
    await response.body?.cancel();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    console.error(
      `[revalidate] the edge did not refresh ${path}: ${error instanceof Error ? error.message : error}${cause}`,
    );
  }
}

/** The instance's one queue of edge refreshes, made with the first change. */
let queue: RefreshQueue | undefined;
function refreshQueue(edge: Edge): RefreshQueue {
  queue ??= createRefreshQueue({ refresh: (path) => refresh(edge, path), concurrency: REFRESH_CONCURRENCY });
  return queue;
}

function edgeOf(env: Record<string, string | undefined>): Edge | undefined {
  const url = env.EDGE_URL?.replace(/\/$/, '');
  const token = env.EDGE_REFRESH_TOKEN;
  return url && token ? { url, token } : undefined;
}

export async function POST(request: NextRequest) {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return answer(404, { ok: false, message: 'not configured' });
  // a server's call, never a browser's: a page of another site posting here is refused outright
  const refusal = refusalOfCrossSite(request, { json: true });
  if (refusal) return answer(refusal.status, { ok: false, message: refusal.message });

  const body = await bodyUpTo(request, MAX_BODY_BYTES);
  if (body === undefined) return answer(413, { ok: false, message: 'body too large' });
  const problem = webhookSignatureProblem(body, request.headers.get(SIGNATURE_HEADER), secret);
  if (problem) return answer(401, { ok: false, message: problem });

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return answer(400, { ok: false, message: 'body is not JSON' });
  }
  const parsed = ChangesSchema.safeParse(json);
  if (!parsed.success) return answer(400, { ok: false, message: 'unknown changes' });
  if (!replays.firstTime(parsed.data.id)) return answer(409, { ok: false, message: 'already applied' });

  const { tags, paths } = outdated(parsed.data.changes);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // the proxy asks an article's language afresh (this instance's memory; the others' keep theirs a while)
  for (const change of parsed.data.changes)
    if (change.type === 'article' || change.type === 'live') forgetArticleLanguage(change.id);

  const edge = edgeOf(process.env);
  const basePath = readRuntimeConfig().basePath;
  const edgePaths = paths.map((path) => (path === '/' && basePath ? basePath : `${basePath}${path}`));
  const { queued, dropped } = edge ? refreshQueue(edge).enqueue(edgePaths) : { queued: 0, dropped: 0 };
  if (dropped) console.error(`[revalidate] ${dropped} edge refreshes left to their lifetime (queue full)`);
  return answer(202, { ok: true, tags, refreshing: queued, dropped });
}
