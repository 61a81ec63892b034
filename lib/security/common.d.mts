// Types of common.mjs (plain JavaScript, so that next.config.mjs can import it).
export declare const STATIC_SECURITY_HEADERS: {
  'X-Content-Type-Options': string;
  'Referrer-Policy': string;
  'Permissions-Policy': string;
};
export declare function originOf(url: string): string | undefined;
export declare function listFromEnv(value: string | undefined): string[];
