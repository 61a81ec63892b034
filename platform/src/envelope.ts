/**
 * Answer envelopes of the real platform: {base} answers {status, message, data} (status 0 = success);
 * {sso} answers {code, msg, value} (code 1 = success). Addresses in answers are stored with placeholders
 * ({media}, {web}, {ws}, {api}) and expanded here, so the same database works behind any public address.
 */
export interface BaseEnvelope<T = unknown> {
  status: number;
  message: string;
  data: T | null;
}

export function ok<T>(data: T, message = 'success'): BaseEnvelope<T> {
  return { status: 0, message, data };
}

/** Nothing found: the client turns a null answer into its "empty" marker (spec §7). */
export function empty(): BaseEnvelope<null> {
  return { status: 0, message: 'empty', data: null };
}

export function fail(status: number, message: string): BaseEnvelope<null> {
  return { status, message, data: null };
}

export interface Addresses {
  /** This platform's public address, e.g. http://localhost:4000. */
  publicUrl: string;
  /** The front end's public address, e.g. http://localhost:3000. */
  webUrl: string;
}

export function expandAddresses<T>(value: T, addresses: Addresses): T {
  const media = `${addresses.publicUrl}/media`;
  const ws = addresses.publicUrl.replace(/^http/, 'ws');
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string')
      return item.includes('{')
        ? item
            .replaceAll('{media}', media)
            .replaceAll('{web}', addresses.webUrl)
            .replaceAll('{ws}', ws)
            .replaceAll('{api}', addresses.publicUrl)
        : item;
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === 'object' && !(item instanceof Date)) {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(item)) out[key] = walk(child);
      return out;
    }
    return item;
  };
  return walk(value) as T;
}

/** The platform's time format: "YYYY-MM-DD HH:mm:ss" in Beijing time (UTC+8). */
export function formatPlatformTime(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3_600_000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

/** The {sso} envelope: {code: 1, msg, value}, or a refusal {code: 0, msg, status?} with the text a reader is shown. */
export interface SsoEnvelope {
  code: number;
  msg: string;
  value?: unknown;
  status?: number;
}

export function ssoSuccess(value: unknown, msg = 'success'): SsoEnvelope {
  return { code: 1, msg, value };
}

export function ssoRefusal(msg: string, status?: number): SsoEnvelope {
  return { code: 0, msg, ...(status ? { status } : {}) };
}
