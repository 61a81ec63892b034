/** XML text for sitemaps and feeds: escaped content and attributes, ISO and RFC 822 dates. */
import { parsePlatformTime } from '../model/time';

export function escapeXml(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An element with escaped text, or nothing when the text is empty. */
export function element(name: string, text: string | number | undefined): string {
  return text === undefined || text === '' ? '' : `<${name}>${escapeXml(String(text))}</${name}>`;
}

/** A platform time (Beijing) as W3C date-time, or undefined. */
export function isoTime(value: string): string | undefined {
  return parsePlatformTime(value)
    ?.toISOString()
    .replace(/\.\d{3}Z$/, '+00:00');
}

/** A platform time as RSS wants it (RFC 822), or undefined. */
export function rfc822Time(value: string): string | undefined {
  return parsePlatformTime(value)?.toUTCString();
}

/** An XML answer, cached by browsers and the edge for `seconds` (and served stale while it is renewed). */
export function xmlResponse(body: string, contentType: string, seconds: number): Response {
  return new Response(body, {
    headers: {
      'content-type': `${contentType}; charset=utf-8`,
      'cache-control': `public, max-age=${Math.min(seconds, 300)}, s-maxage=${seconds}, stale-while-revalidate=86400`,
    },
  });
}
