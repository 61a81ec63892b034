// Types of fastPath.mjs (plain JavaScript, so that proxy.ts's matcher test and next.config.ts share it).
export declare const SITE_LOCALE: 'auto';
export declare const PLAIN_PHONE_UA: string;
export declare const PROXY_QUERY_KEYS: string[];
export declare const PROXY_COOKIES: string[];
export interface Condition {
  type: 'header' | 'query' | 'cookie';
  key: string;
  value?: string;
}
export declare const FAST_PATHS_PATTERN: string;
export declare const PAGE_SHAPE: string;
export declare const FAST_SCREENS: { detail: string[]; plain: string[]; single: string[] };
export declare const FAST_CONDITIONS: { has: Condition[]; missing: Condition[] };
export declare function fastRewrites(): {
  source: string;
  destination: string;
  has: Condition[];
  missing: Condition[];
}[];
export declare const MAX_ID_DIGITS: number;
