/**
 * The analytics client (spec §7): a GET to the record path of a collection host. Query: dataType,
 * articleID, actionTime, deviceid, userUuid, refer, platform, shareChanel; headers tenant code, app key, os,
 * device id and user id, each base64 of the URI-encoded value; empty values are dropped. An event needs a
 * configured tenant code and key, an article id and a platform (spec §5): otherwise nothing is sent and,
 * in debug mode, the reason is logged. Time-out 180 s (spec §9).
 */
export const DATA_TYPES = { openArticle: 1000005, share: 1000009, comment: 1000013, like: 1000002 } as const;
export const PLATFORMS = { android: 1, ios: 2, mobile: 3, pc: 5 } as const;
export const ANALYTICS_TIMEOUT_MS = 180_000;

export interface AnalyticsSettings {
  host: string;
  tenantCode: string;
  appKey: string;
  debug: boolean;
}

export interface AnalyticsEvent {
  dataType: number;
  articleId?: number;
  deviceId?: string;
  userId?: string | number;
  refer?: string;
  platform?: number;
  shareChannel?: number;
  os?: string;
  now?: number;
}

/** base64 of the URI-encoded value (ASCII after encoding, so btoa takes it everywhere). */
export function headerValue(value: string): string {
  return btoa(encodeURIComponent(value));
}

export function buildRecord(
  settings: AnalyticsSettings,
  event: AnalyticsEvent,
): { url: string; headers: Record<string, string> } | { error: string } {
  if (!settings.host || !settings.tenantCode || !settings.appKey)
    return { error: 'analytics: the collection host, tenant code and key must be configured' };
  if (!event.articleId) return { error: 'analytics: an article id is required' };
  if (!event.platform) return { error: 'analytics: a platform is required' };
  const query = Object.entries({
    dataType: event.dataType,
    articleID: event.articleId,
    actionTime: event.now ?? Date.now(),
    deviceid: event.deviceId,
    userUuid: event.userId,
    refer: event.refer,
    platform: event.platform,
    shareChanel: event.shareChannel,
  }).filter(([, value]) => value !== undefined && value !== null && value !== '');
  const headers = Object.fromEntries(
    Object.entries({
      'tenant-code': settings.tenantCode,
      'app-key': settings.appKey,
      os: event.os,
      'device-id': event.deviceId,
      'user-id': event.userId === undefined ? undefined : String(event.userId),
    })
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
      .map(([name, value]) => [name, headerValue(value)]),
  );
  const search = new URLSearchParams(query.map(([name, value]) => [name, String(value)]));
  return { url: `${settings.host.replace(/\/$/, '')}/record?${search}`, headers };
}

/** Sends one event; never throws (counting must not break reading). */
export async function sendRecord(
  settings: AnalyticsSettings,
  event: AnalyticsEvent,
  doFetch: typeof fetch = (input, init) => fetch(input, init),
): Promise<boolean> {
  const record = buildRecord(settings, event);
  if ('error' in record) {
    if (settings.debug) console.error(`[${record.error}]`);
    return false;
  }
  try {
    const response = await doFetch(record.url, {
      headers: record.headers,
      signal: AbortSignal.timeout(ANALYTICS_TIMEOUT_MS),
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** The platform code of a reader (spec §9): Android 1 and iOS 2 inside the app, mobile 3, PC 5. */
export function platformOf(userAgent: string, inApp: boolean): number {
  if (inApp) return /iPhone|iPad|iPod/i.test(userAgent) ? PLATFORMS.ios : PLATFORMS.android;
  return /Mobi|Android|iPhone|iPad|iPod|HarmonyOS/i.test(userAgent) ? PLATFORMS.mobile : PLATFORMS.pc;
}

/** The os header: android, ios or web. */
export function osOf(userAgent: string): string {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  return 'web';
}
