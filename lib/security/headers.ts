/**
 * Security headers. Every page's Content-Security-Policy (set by proxy.ts on every answer it makes, from
 * the environment the server was started with, so one build runs anywhere; the same for every reader, so
 * cached pages stay shared) allows only this site and the configured platform origins, framing only by
 * this site and the configured CMS origins. Every other answer (the build's files, route handlers, feeds)
 * gets the fixed headers and the assets' policy from one rule of next.config.ts.
 *
 * Scripts: Next's app router writes its bootstrap and flight data as inline scripts that differ per page,
 * and cached pages cannot carry per-request nonces, so inline scripts stay allowed; what keeps hostile
 * content from running is that CMS HTML is sanitised on the server and user text is always escaped.
 * No script may come from anywhere but this site.
 */
import { readRuntimeConfig, type RuntimeConfig } from '../env';
import { ASSET_CONTENT_SECURITY_POLICY, FIXED_SECURITY_HEADERS } from './fixedHeaders.mjs';

export { ASSET_CONTENT_SECURITY_POLICY };

/** The origin of an http(s) address, else undefined. */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Comma-separated lists from the environment. */
export function listFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export interface SecurityOptions {
  /** Origins allowed to frame pages (the CMS preview), e.g. https://cms.example.com. */
  frameAncestors?: string[];
  /** Hosts whose iframes articles may embed. */
  iframeHosts?: string[];
  /** Extra origins for pictures (CDNs the platform links to). */
  imageOrigins?: string[];
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))];
}

/** The Content-Security-Policy header of every page. */
export function contentSecurityPolicy(runtime: RuntimeConfig, options: SecurityOptions = {}): string {
  const platform = unique(Object.values(runtime.bases).map(originOf));
  const sockets = platform.map((origin) => origin.replace(/^http/, 'ws'));
  const images = unique([...platform, ...(options.imageOrigins ?? []).map(originOf)]);
  const frames = unique((options.iframeHosts ?? []).map((host) => `https://${host}`));
  const ancestors = unique((options.frameAncestors ?? []).map(originOf));
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-inline'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...images]],
    ['media-src', ["'self'", 'blob:', ...platform]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...platform, ...sockets]],
    ['frame-src', ["'self'", ...platform, ...frames]],
    ['frame-ancestors', ["'self'", ...ancestors]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * The service worker's own policy (its script's answer): it fetches this site's pages and files and the
 * pictures pages show, from the hosts a page's img-src allows; nothing else.
 */
export function workerContentSecurityPolicy(runtime: RuntimeConfig, options: SecurityOptions = {}): string {
  const platform = unique(Object.values(runtime.bases).map(originOf));
  const images = unique([...platform, ...(options.imageOrigins ?? []).map(originOf)]);
  return `default-src 'none'; connect-src 'self' ${images.join(' ')}`.trim();
}

let pagePolicy: string | undefined;

/** The pages' policy of this server, from the environment it was started with (read once). */
export function pageContentSecurityPolicy(): string {
  return (pagePolicy ??= contentSecurityPolicy(readRuntimeConfig(), securityOptionsFromEnv()));
}

/**
 * The headers of every answer that is no page (next.config.ts): the fixed ones and the assets' policy. The
 * policy's name is in lower case, as proxy.ts's Headers write it, so that a page's own policy replaces
 * this one rather than adding a second header.
 */
export const NOT_PAGE_HEADERS: Record<string, string> = {
  ...FIXED_SECURITY_HEADERS,
  'content-security-policy': ASSET_CONTENT_SECURITY_POLICY,
};

export function securityOptionsFromEnv(env: Record<string, string | undefined> = process.env): SecurityOptions {
  return {
    frameAncestors: listFromEnv(env.FRAME_ANCESTORS),
    iframeHosts: listFromEnv(env.IFRAME_HOSTS),
    imageOrigins: listFromEnv(env.IMAGE_ORIGINS),
  };
}

/** Whether a linked page may be shown in a frame: the platform's own origins, or the configured iframe hosts. */
export function mayFrame(url: string, runtime: RuntimeConfig, options: SecurityOptions = {}): boolean {
  const origin = originOf(url);
  if (!origin) return false;
  if (Object.values(runtime.bases).some((base) => originOf(base) === origin)) return true;
  return (options.iframeHosts ?? []).includes(new URL(url).hostname);
}
