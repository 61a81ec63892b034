/** Types of fixedHeaders.mjs (plain JavaScript, also read by the nginx configuration). */
export declare const FIXED_SECURITY_HEADERS: Readonly<Record<string, string>>;
export declare const ASSET_CONTENT_SECURITY_POLICY: string;
