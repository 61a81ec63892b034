// @ts-check
/**
 * The edge of the scale-out topology (docs/scale-out.md): nginx in front of the Next instances.
 *
 * It caches what every plain phone reader gets alike: the reading pages (lib/routing/plainReader.mjs:
 * a phone browser, not WeChat or the app, no context flag, no language choice), keyed by path alone, so
 * that a shared link's own query (?isShare=true&shareTime=…) does not split the cache. Every other
 * request (another reader, a flag, a language cookie, a client navigation's RSC payload, a POST) passes
 * through to an instance, which serves it from the shared page cache. The conditions are written from
 * plainReader.mjs, never restated by hand.
 *
 * What it stores follows the pages' Cache-Control (s-maxage, stale-while-revalidate, stale-if-error;
 * never private, no-store or Set-Cookie answers); concurrent misses of one page wait for one request
 * (proxy_cache_lock); a stale copy answers while an instance is away or failing.
 *
 * A changed page is replaced, not purged: the front end's webhook (app/api/revalidate) asks for it again
 * with the refresh token (X-Edge-Refresh), which goes past the cached copy to an instance and stores the
 * fresh answer in its place, so no reader waits for the render. (Debian's cache purge module, 2.3,
 * crashes nginx ≥ 1.11.6 on every purge: docs/scale-out.md.)
 */
import {
  EDGE_PAGES_PATTERN,
  EDGE_QUERY_KEYS,
  PLAIN_PHONE_UA,
  PROXY_COOKIES,
  PROXY_QUERY_KEYS,
} from '../../lib/routing/plainReader.mjs';
import { ASSET_CONTENT_SECURITY_POLICY, FIXED_SECURITY_HEADERS } from '../../lib/security/fixedHeaders.mjs';

/** The header of a refresh, and what a front end sends to ask for one. */
export const REFRESH_HEADER = 'X-Edge-Refresh';

/**
 * nginx (open source) checks its instances passively: one failed request takes an instance out for this
 * long, after which it is tried again. A rolling restart waits for the edge to send to a restarted
 * instance before it stops the next (scripts/lib/cluster.mjs).
 */
export const FAIL_TIMEOUT_S = 3;

/** nginx's quoted string: the patterns hold no double quote, backslashes pass as they are. */
function quoted(text) {
  if (text.includes('"')) throw new Error(`nginx: cannot quote ${text}`);
  return `"${text}"`;
}

/**
 * The edge's own answer when no instance answers in time (an instance's own error answer passes as it is):
 * a page that says so, in Chinese and English, with the security headers every answer carries, drawn
 * light or dark as the reader's theme cookie says ($edge_scheme; its policy runs no script).
 */
const EDGE_ERROR_PAGE = [
  `<!doctype html><html lang='zh-CN'><head><meta charset='utf-8'>`,
  `<meta name='color-scheme' content='$edge_scheme'>`,
  `<meta name='viewport' content='width=device-width,initial-scale=1'><title>服务暂时不可用</title></head>`,
  `<body style='font-family:system-ui,sans-serif;text-align:center;padding:4em 1em'>`,
  `<h1 style='font-size:1.2em'>服务暂时不可用，请稍后再试</h1>`,
  `<p lang='en'>The service is briefly unavailable. Please try again in a moment.</p></body></html>`,
].join('');

/**
 * @param {object} options
 * @param {number} options.port where nginx listens
 * @param {number[]} options.upstreams the Next instances' ports on 127.0.0.1
 * @param {string} options.dir nginx's prefix: its cache, temporary files, pid and logs
 * @param {string} options.refreshToken the token of a refresh (a secret shared with the instances)
 * @param {string} [options.basePath] the build's base path ("" or "/m")
 * @param {string} [options.staticDir] files served at /_static/ (the bench's yardstick)
 * @param {boolean} [options.accessLog] log each request to {dir}/access.log (tests count origin requests)
 */
export function nginxConfig({ port, upstreams, dir, refreshToken, basePath = '', staticDir, accessLog = false }) {
  if (!/^[A-Za-z0-9]{16,}$/.test(refreshToken))
    throw new Error('nginx: the refresh token must be 16+ letters or digits');
  const anyOf = (keys) => keys.join('|');
  return `# written by scripts/lib/nginxConfig.mjs
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }

http {
  include /etc/nginx/mime.types;
  ${
    accessLog
      ? `log_format edge "$uri $status $upstream_cache_status $upstream_addr $refresh";
  access_log ${dir}/access.log edge;`
      : 'access_log off;'
  }
  server_tokens off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:32m max_size=2g inactive=1d use_temp_path=off;

  upstream next {
    # one view of which instances failed for all of nginx's workers: a rolling restart asks one worker
    # whether a restarted instance is served again, and the others must agree (docs/operations.md)
    zone next_upstreams 64k;
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`).join('\n')}
    keepalive 64;
  }

  # the plain reader's reading pages (lib/routing/plainReader.mjs)
  map $uri $edge_page { ${quoted(`~^${basePath}/(?:${EDGE_PAGES_PATTERN})?$`)} 1; default 0; }
  map $http_user_agent $plain_phone { ${quoted(`~^(?:${PLAIN_PHONE_UA})$`)} 1; default 0; }
  # a context's key, or any key spelled with a percent sign (%79l is yl to Next): never a shared page
  map $args $context_query {
    ${quoted(`~(?:^|&)(?:${anyOf(PROXY_QUERY_KEYS)})(?:=|&|$)`)} 1;
    "~(?:^|&)[^=&]*%" 1;
    default 0;
  }
  map $http_cookie $choice_cookie { ${quoted(`~(?:^|;\\s*)(?:${anyOf(PROXY_COOKIES)})=`)} 1; default 0; }
  # a plain reader's page load is shared; anything else (an RSC payload too) passes through
  map "$edge_page$plain_phone$context_query$choice_cookie$http_rsc" $not_shared { "1100" 0; default 1; }
  # the edge's error page in the reader's theme (lib/theme.ts: the cookie "theme")
  map $cookie_theme $edge_scheme { dark dark; default light; }
  map $http_x_edge_refresh $refresh { ${quoted(refreshToken)} 1; default 0; }

  gzip on;
  gzip_proxied any;
  gzip_types text/css application/javascript application/json application/xml text/xml application/rss+xml image/svg+xml;

  server {
    listen ${port};
    listen [::]:${port};

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # nginx compresses; the instances send plain bodies, so one copy serves every reader
    proxy_set_header Accept-Encoding "";
    proxy_set_header ${REFRESH_HEADER} "";
    proxy_connect_timeout 2s;
    proxy_read_timeout 30s;
    # an instance that refuses or fails: the request goes to the next one (never a POST)
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries 2;
    add_header X-Cache-Status $upstream_cache_status always;
    error_page 502 503 504 @edge_error;

    location / {
      proxy_pass http://next;
      proxy_cache pages;
      proxy_cache_key "page$uri${EDGE_QUERY_KEYS.map((key) => `|$arg_${key}`).join('')}";
      # the key already holds what a shared page varies on; Next's Vary (RSC headers, Accept-Encoding)
      # would split it into a copy per header value, and a refresh would replace only its own
      proxy_ignore_headers Vary;
      proxy_cache_bypass $not_shared $refresh;
      proxy_no_cache $not_shared;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 15s;
      proxy_cache_lock_age 15s;
      proxy_cache_background_update on;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
    }

    location @edge_error {
      default_type text/html;
      charset utf-8;
${Object.entries({
  'Content-Security-Policy': ASSET_CONTENT_SECURITY_POLICY,
  ...FIXED_SECURITY_HEADERS,
  'Cache-Control': 'no-store',
  'Retry-After': '5',
})
  .map(([name, value]) => `      add_header ${name} ${quoted(value)} always;`)
  .join('\n')}
      return 502 ${quoted(EDGE_ERROR_PAGE)};
    }

    # share cards: their signed address names what they show, so a copy is good for as long as they say
    location ${basePath}/share-card/ {
      proxy_pass http://next;
      proxy_cache pages;
      proxy_cache_key "card$uri$is_args$args";
      proxy_ignore_headers Vary;
      proxy_cache_lock on;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
    }

    location ${basePath}/_next/static/ {
      proxy_pass http://next;
      proxy_cache pages;
      proxy_cache_key "static$uri";
      proxy_cache_lock on;
    }

${
  staticDir
    ? `
    location /_static/ {
      alias ${staticDir}/;
    }
`
    : ''
}  }
}
`;
}
