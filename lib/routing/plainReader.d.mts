// Types of plainReader.mjs (plain JavaScript, so that nginx's configuration is written from it).
export declare const PLAIN_PHONE_UA: string;
export declare const PROXY_QUERY_KEYS: string[];
export declare const PROXY_COOKIES: string[];
export declare const MAX_ID_DIGITS: number;
export declare const EDGE_PAGES_PATTERN: string;
