/**
 * The platform's webhooks are signed with a secret both sides hold (REVALIDATE_SECRET): the header
 * `x-platform-signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{body}"}`. A signature older or
 * newer than five minutes is refused, so a captured call cannot be replayed later; within those minutes
 * the body's own id is accepted once (createReplayGuard), so it cannot be replayed at all.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-platform-signature';
export const SIGNATURE_MAX_AGE_SECONDS = 300;

export function signWebhook(body: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${nowSeconds}.${body}`).digest('hex');
  return `t=${nowSeconds},v1=${mac}`;
}

/** Why a signature is refused, or undefined when it is good. */
export function webhookSignatureProblem(
  body: string,
  header: string | null,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): string | undefined {
  const parts = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!parts) return 'signature missing or malformed';
  const time = Number(parts[1]);
  if (Math.abs(nowSeconds - time) > SIGNATURE_MAX_AGE_SECONDS) return 'signature expired';
  const wanted = Buffer.from(signWebhook(body, secret, time).slice(-64), 'hex');
  return timingSafeEqual(wanted, Buffer.from(parts[2]!, 'hex')) ? undefined : 'signature does not match';
}

/**
 * The ids of the calls accepted while their signature could still be good (twice its age, either way):
 * firstTime says whether an id is new, and remembers it. Ids arrive in time order, so the oldest are
 * forgotten first; past maxEntries (more signed calls than the platform makes) too.
 */
export function createReplayGuard({
  rememberMs = 2 * SIGNATURE_MAX_AGE_SECONDS * 1000,
  maxEntries = 10_000,
}: { rememberMs?: number; maxEntries?: number } = {}) {
  const seen = new Map<string, number>();
  return {
    firstTime(id: string, now = Date.now()): boolean {
      for (const [key, forgetAt] of seen) {
        if (forgetAt > now && seen.size < maxEntries) break;
        seen.delete(key);
      }
      if (seen.has(id)) return false;
      seen.set(id, now + rememberMs);
      return true;
    },
  };
}
