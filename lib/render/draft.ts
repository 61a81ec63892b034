/**
 * An editor's draft (a preview, view or CMS page of a previewable screen), asked of the platform once per
 * request by proxy.ts and handed to the page that renders it.
 *
 * The proxy loads the draft and names it by a fingerprint of what the platform answered; it rewrites to
 * /~{locale}~{ctx}/draft/{fingerprint}/{route}/{params…}. The same draft is the same page, so its render
 * is kept in the page cache and drawn again only when the draft changes: every request still asks the
 * platform, and an editor who saved a moment ago gets a new fingerprint, hence a new page. The answer
 * itself says no-store (proxy.ts): no browser or CDN keeps it. docs/preview-render.md has the numbers.
 *
 * The hand-over goes through the process (proxy and page run in one `next start`, from separate bundles,
 * hence globalThis): the page reads the draft the proxy held rather than asking again, so the page is
 * exactly the draft its fingerprint names.
 */
import { createHash } from 'node:crypto';
import type { ArticleData } from '../loaders/article';
import type { MatchedRoute } from '../routing/routes';

/** How long a held draft waits for its render (a render after a cache miss starts within milliseconds). */
const HOLD_MS = 60_000;
/** At most this many drafts held at once; the oldest goes first. */
const HOLD_MAX = 200;

interface Held {
  data: ArticleData;
  until: number;
}

const HELD = Symbol.for('newsfront.heldDrafts');

/** How many characters of the hash (base64url) name a draft: 132 bits. */
const FINGERPRINT_LENGTH = 22;

/** What a fingerprint looks like in a path. */
export const FINGERPRINT = new RegExp(`^[A-Za-z0-9_-]{${FINGERPRINT_LENGTH}}$`);

function heldDrafts(): Map<string, Held> {
  const scope = globalThis as { [HELD]?: Map<string, Held> };
  return (scope[HELD] ??= new Map());
}

/** What tells one draft of a screen from another: the route, its parameters and the platform's answer. */
export function draftFingerprint(match: MatchedRoute, data: ArticleData): string {
  return createHash('sha256')
    .update(JSON.stringify([match.route, match.params, data]))
    .digest('base64url')
    .slice(0, FINGERPRINT_LENGTH);
}

/** Keeps the draft for the page about to render it; returns its fingerprint. */
export function holdDraft(match: MatchedRoute, data: ArticleData): string {
  const fingerprint = draftFingerprint(match, data);
  const drafts = heldDrafts();
  drafts.delete(fingerprint);
  drafts.set(fingerprint, { data, until: Date.now() + HOLD_MS });
  for (const key of drafts.keys()) {
    if (drafts.size <= HOLD_MAX) break;
    drafts.delete(key);
  }
  return fingerprint;
}

/** The draft held under this fingerprint, or undefined when none is (or it waited too long). */
export function heldDraft(fingerprint: string): ArticleData | undefined {
  const held = heldDrafts().get(fingerprint);
  return held && held.until > Date.now() ? held.data : undefined;
}
