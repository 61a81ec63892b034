// @ts-check
/**
 * Security headers whose values never depend on the deployment: given to every answer of the app by
 * next.config.ts (through lib/security/headers.ts), and to the edge's own answers by nginx
 * (scripts/lib/nginxConfig.mjs), written once here.
 */

/** nosniff, the referrer and permissions policies: the same for every answer. */
export const FIXED_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
};

/**
 * The policy of what is no page of ours (the build's own files in /_next/static: scripts, styles, fonts;
 * the edge's error page): subresources, where a policy does nothing, or, opened by themselves, documents
 * that need nothing (a missing file's 404 page shows its text and styles, no script runs): so nothing is
 * allowed but this site's styles, pictures and fonts, in a sandbox, framed by no one. Short, because it goes
 * with each of a page's dozen scripts.
 */
export const ASSET_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; frame-ancestors 'none'; sandbox";
