/**
 * The security headers every page is sent with (lib/security/headers.ts: the run-time Content-Security-Policy
 * naming the platform's origins and the CMS allowed to frame pages, nosniff, the referrer and permissions
 * policies), the same for every reader so that cached pages stay shared.
 *
 * instrumentation.ts registers them under PAGE_HEADERS when the server starts; the patched Next
 * (scripts/lib/patchNext.cjs) sets each on every answer of sendRenderResult that does not carry it yet:
 * pages on the fast path (lib/routing/fastPath.mjs) and through proxy.ts alike, their RSC payloads and error
 * pages.
 */
import { readRuntimeConfig } from '../env';
import { securityHeaders, securityOptionsFromEnv } from './headers';

/** Where the patched sendRenderResult looks for the headers. */
export const PAGE_HEADERS = Symbol.for('news-mobile-web.pageHeaders');

/** The headers of every page, from the run-time configuration. */
export function pageHeaders(env: Record<string, string | undefined> = process.env): Record<string, string> {
  return securityHeaders(readRuntimeConfig(env), securityOptionsFromEnv(env));
}
