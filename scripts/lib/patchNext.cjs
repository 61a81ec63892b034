// @ts-check
/**
 * One change to Next.js, applied after every install (package.json "postinstall": scripts/patch-next.mjs),
 * before every build (npm's "prebuild") and whenever scripts/lib/processes.cjs makes sure of a build (npm
 * start, test, bench, shots), for node_modules that predate the patch: Next's sendRenderResult prepares the
 * bytes of a cached page once, not on every request, and gives every page the site's security headers.
 *
 * Why: Next keeps a cached page as a JavaScript string and sends it with
 * `res.setHeader('Content-Length', Buffer.byteLength(payload)); res.end(payload)`. Our pages are Chinese,
 * so that string is two bytes a character, and Node 20 walks all of it twice per request: once to count
 * its UTF-8 bytes (35 µs for the 51 KB demo article here) and once to encode it (about 60 µs more). That
 * was a sixth of the work of serving a cached article, paid again on every request for the same bytes.
 * Patched, sendRenderResult looks the string up in a bounded map and sends the bytes it made the first
 * time, with their Content-Length.
 *
 * Making them, it passes an HTML page through the transform the app registered on globalThis under
 * Symbol.for('news-mobile-web.transformHtml') (instrumentation.ts: lib/html/scriptsAfterPaint.ts, the
 * page's scripts loaded after its first paint), once per cached page; other answers (RSC payloads, JSON)
 * are sent as Next made them. A transform that throws leaves the page as rendered (and says so once).

Every answer it sends (pages, their RSC payloads, error pages) gets the headers the app registered under
Symbol.for('news-mobile-web.pageHeaders') (instrumentation.ts: lib/security/pageHeaders.ts, the security
headers), each unless the answer already has it. Why here and not in next.config's headers(): a rule there
limited to the fast path's readers (lib/routing/fastPath.mjs) is matched against the path, the user agent,
eight query keys and the cookies on every request, and could only carry the build's static headers (the
run-time policy went into each page as a <meta>); here it is four lookups, and every page gets the same
run-time policy whichever way it came (proxy.ts or the fast path). Measured A/B on a cached article: about
6 µs less CPU of about 390 µs a request, within this machine's run-to-run noise.
 *
 * The change is made to both copies of next/dist/…/server/send-payload.js, by exact text replacement: if
 * Next's text differs (a Next upgrade), patching fails loudly rather than silently doing nothing, so
 * whoever upgrades looks at it again (tests/unit/patchNext.test.ts runs the patched function).
 */

const { readFileSync, writeFileSync } = require('node:fs');

const MARKER = '/* news-mobile-web patch 3: cached payloads prepared once, page headers (scripts/lib/patchNext.cjs) */';
/** What every version of this patch starts with: an older one in node_modules needs a fresh install. */
const ANY_VERSION = '/* news-mobile-web';

/** Payloads at least this long (characters) are kept encoded; shorter ones cost little to encode (but an
 * HTML page is kept whatever its length when there is a transform: transforming costs more). */
const MIN_LENGTH = 8192;
/** At most this many bytes of encoded payloads (and their strings) are kept; the oldest go first. */
const MAX_BYTES = 32 * 1024 * 1024;

const HELPER = `${MARKER}
const TRANSFORM_HTML = Symbol.for('news-mobile-web.transformHtml');
const PAGE_HEADERS = Symbol.for('news-mobile-web.pageHeaders');
function setPageHeaders(res) {
    const headers = globalThis[PAGE_HEADERS];
    if (!headers) return;
    for (const name of Object.keys(headers)){
        if (res.getHeader(name) === undefined) res.setHeader(name, headers[name]);
    }
}
const preparedPayloads = new Map();
let preparedPayloadBytes = 0;
let transformFailed = false;
function preparedOnce(payload, contentType) {
    const transform = typeof contentType === 'string' && contentType.startsWith('text/html') ? globalThis[TRANSFORM_HTML] : undefined;
    if (typeof transform !== 'function' && payload.length < ${MIN_LENGTH}) return payload;
    let bytes = preparedPayloads.get(payload);
    if (bytes === undefined) {
        let text = payload;
        if (typeof transform === 'function') {
            try {
                text = transform(payload);
            } catch (error) {
                if (!transformFailed) console.error('[news-mobile-web] the HTML transform failed; pages are sent as rendered', error);
                transformFailed = true;
            }
        }
        bytes = Buffer.from(text, 'utf8');
        preparedPayloads.set(payload, bytes);
        preparedPayloadBytes += bytes.length + payload.length * 2;
        for (const [oldPayload, oldBytes] of preparedPayloads){
            if (preparedPayloadBytes <= ${MAX_BYTES} || oldPayload === payload) break;
            preparedPayloads.delete(oldPayload);
            preparedPayloadBytes -= oldBytes.length + oldPayload.length * 2;
        }
    }
    return bytes;
}
`;

/** [Next's text, ours]: each must occur exactly once in the file. */
const REPLACEMENTS = [
  [
    `    // If cache control is already set on the response we don't
`,
    `    setPageHeaders(res);
    // If cache control is already set on the response we don't
`,
  ],
  [
    `    if (payload) {
        res.setHeader('Content-Length', Buffer.byteLength(payload));
    }`,
    `    const body = payload ? preparedOnce(payload, result.contentType) : payload;
    if (body) {
        res.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body) : body.length);
    }`,
  ],
  [
    `    if (payload !== null) {
        res.end(payload);`,
    `    if (payload !== null) {
        res.end(body);`,
  ],
];

/** Where the helper goes: before the function that uses it (CommonJS and ES module builds). */
const ANCHORS = ['async function sendRenderResult(', 'export async function sendRenderResult('];

/**
 * The patched text of a send-payload.js; the text itself when it is already patched.
 * @param {string} source
 * @param {string} file for the error message
 * @returns {{ text: string, changed: boolean }}
 */
function patchSendPayload(source, file = 'send-payload.js') {
  if (source.includes(MARKER)) return { text: source, changed: false };
  if (source.includes(ANY_VERSION))
    throw new Error(
      `scripts/patch-next: ${file} carries an older version of this patch. Install Next.js again (npm ci) so that it can be patched afresh.`,
    );
  const fail = (what) => {
    throw new Error(
      `scripts/patch-next: ${file} no longer has ${what}. Next.js changed; see whether it still sends cached pages as strings and update scripts/lib/patchNext.cjs.`,
    );
  };
  let text = source;
  for (const [theirs, ours] of REPLACEMENTS) {
    if (text.split(theirs).length !== 2) fail(`exactly one ${JSON.stringify(theirs.trim().split('\n')[0])}`);
    text = text.replace(theirs, ours);
  }
  const anchor = ANCHORS.filter((candidate) => text.includes(candidate)).sort((a, b) => b.length - a.length)[0];
  if (!anchor) fail('sendRenderResult');
  text = text.replace(anchor, `${HELPER}${anchor}`);
  return { text, changed: true };
}

/** The two copies Next ships (CommonJS, used by the server and the build; ES modules). */
const SEND_PAYLOAD_FILES = ['next/dist/server/send-payload.js', 'next/dist/esm/server/send-payload.js'];

/**
 * Patches the installed Next (both copies) where it is not yet patched: after npm's install, and again
 * whenever scripts/lib/processes.cjs makes sure of a build, for a checkout whose node_modules predate it.
 * @returns {string[]} the files it changed
 */
function patchInstalledNext() {
  const changed = [];
  for (const file of SEND_PAYLOAD_FILES) {
    const path = require.resolve(file);
    const { text, changed: patched } = patchSendPayload(readFileSync(path, 'utf8'), file);
    if (patched) {
      writeFileSync(path, text);
      changed.push(file);
    }
  }
  return changed;
}

module.exports = {
  HELPER,
  MARKER,
  MIN_LENGTH,
  MAX_BYTES,
  REPLACEMENTS,
  SEND_PAYLOAD_FILES,
  patchInstalledNext,
  patchSendPayload,
};
