/**
 * Where the platform lives and who we are to it, read from the environment at run time (never a host in
 * code). Every base of the spec (§7) has its own variable; each defaults to PLATFORM_URL + the real
 * platform's path for that base. The browser receives the same values through RuntimeConfig.
 */

export const BASE_NAMES = ['base', 'sso', 'nis', 'adv', 'mvod', 'mam', 'vote'] as const;
export type BaseName = (typeof BASE_NAMES)[number];

/** The real platform's paths for each base (../shared/platform-api.md). */
export const BASE_PATHS: Record<BaseName, string> = {
  base: '/app_if',
  sso: '/sso-app/api',
  nis: '/nis',
  adv: '/adv',
  mvod: '/mvod',
  mam: '/mam',
  vote: '/amuc/api/vote',
};

export const BASE_ENV: Record<BaseName, string> = {
  base: 'API_BASE',
  sso: 'API_SSO',
  nis: 'API_NIS',
  adv: 'API_ADV',
  mvod: 'API_MVOD',
  mam: 'API_MAM',
  vote: 'API_VOTE',
};

/** What the browser needs to call the platform itself (no secrets here: this goes into the page). */
export interface RuntimeConfig {
  bases: Record<BaseName, string>;
  siteId: number;
  appId: string;
  /** The front end's public address without the base path, e.g. https://m.example.com. */
  publicUrl: string;
  /** The fixed base path set at build time ("" or "/news"). */
  basePath: string;
  /** Client version sent with every call. */
  version: string;
  /** WeChat's web OAuth page (open.weixin.qq.com in production; the reference platform simulates it). */
  wechatOauthUrl: string;
}

/** The base path fixed at build time (next.config.ts inlines NEXT_PUBLIC_BASE_PATH into server and client code). */
const BUILD_BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

function trimSlash(value: string): string {
  return value.replace(/\/+$/, '');
}

export function readRuntimeConfig(env: Record<string, string | undefined> = process.env): RuntimeConfig {
  const platform = trimSlash(env.PLATFORM_URL || 'http://localhost:4000');
  const bases = {} as Record<BaseName, string>;
  for (const name of BASE_NAMES) bases[name] = trimSlash(env[BASE_ENV[name]] || platform + BASE_PATHS[name]);
  const siteId = Number(env.SITE_ID || 1);
  return {
    bases,
    siteId: Number.isInteger(siteId) && siteId > 0 ? siteId : 1,
    appId: env.APP_ID || 'lanhai-wap',
    publicUrl: trimSlash(env.PUBLIC_URL || 'http://localhost:3000'),
    basePath: trimSlash(env.NEXT_PUBLIC_BASE_PATH ?? BUILD_BASE_PATH),
    version: env.APP_VERSION || '1.0.0',
    wechatOauthUrl: trimSlash(env.WECHAT_OAUTH_URL || `${platform}/wx/connect/oauth2/authorize`),
  };
}
