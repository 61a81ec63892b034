/**
 * Tells the front ends what an editor changed, so their page caches and the edge drop the pages that show
 * it (the front end's app/api/revalidate). A POST of {id, changes: [...]} to each webhook address, signed
 * with the shared secret: `x-platform-signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{body}"}`.
 * Each announcement has an id of its own (a front end applies an id once); a retry sends the same id,
 * freshly signed, and an answer 409 (already applied) is as good as 202.
 *
 * The editor's call waits for the first attempt (at most ATTEMPT_TIMEOUT_MS), so that the page is fresh
 * when the editor looks; a front end that did not answer is tried again twice in the background. Every
 * change is announced once more SETTLE_MS later: a render that was under way when the front end dropped
 * its pages may have stored what it read before the change, and the second call drops that too.
 */
import { createHmac, randomUUID } from 'node:crypto';

export type Change =
  | { type: 'article'; id: number; columnIds: number[] }
  | { type: 'live'; id: number }
  | { type: 'column'; id: number }
  // what readers change on pages cached for everyone: a circle's posts, an activity's places taken
  | { type: 'circle'; id: number }
  | { type: 'activity'; id: number };

export interface ChangeNotifier {
  notify(changes: Change[]): Promise<void>;
}

const ATTEMPT_TIMEOUT_MS = 3000;
const RETRY_DELAYS_MS = [1000, 5000];
const SETTLE_MS = 2000;

function signBody(body: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  return `t=${nowSeconds},v1=${createHmac('sha256', secret).update(`${nowSeconds}.${body}`).digest('hex')}`;
}

/** Nobody to tell: no webhook configured. */
export const SILENT_NOTIFIER: ChangeNotifier = { notify: async () => undefined };

export function webhookNotifier(
  urls: string[],
  secret: string,
  { log = console.error, settleMs = SETTLE_MS }: { log?: (message: string) => void; settleMs?: number } = {},
): ChangeNotifier {
  async function post(url: string, body: string): Promise<boolean> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-platform-signature': signBody(body, secret) },
        body,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok || response.status === 409) return true;
      log(`[webhook] ${url} answered ${response.status}`);
    } catch (error) {
      log(`[webhook] ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return false;
  }

  async function retry(url: string, body: string) {
    for (const delay of RETRY_DELAYS_MS) {
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      if (await post(url, body)) return;
    }
    log(`[webhook] ${url} was not told of ${body}`);
  }

  const tellEveryone = (body: string) =>
    Promise.all(
      urls.map(async (url) => {
        if (!(await post(url, body))) void retry(url, body);
      }),
    );

  return {
    async notify(changes) {
      const announce = () => JSON.stringify({ id: randomUUID(), changes });
      await tellEveryone(announce());
      setTimeout(() => void tellEveryone(announce()), settleMs).unref();
    },
  };
}

/** The notifier the settings ask for: REVALIDATE_WEBHOOK_URLS (comma-separated) and REVALIDATE_SECRET. */
export function notifierOf(urls: string[], secret: string | undefined): ChangeNotifier {
  return urls.length && secret ? webhookNotifier(urls, secret) : SILENT_NOTIFIER;
}
