// @ts-check
/**
 * The parts of the security headers that need no run-time configuration (lib/security/headers.ts), and
 * address helpers, in plain JavaScript so that scripts and plain modules can use them too.
 */

/** Headers the same for every page and deployment. */
export const STATIC_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
};

/**
 * The origin of an http(s) address, else undefined.
 * @param {string} url
 */
export function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Comma-separated lists from the environment.
 * @param {string | undefined} value
 */
export function listFromEnv(value) {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
