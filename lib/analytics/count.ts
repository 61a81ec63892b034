/**
 * Counting from the browser: one analytics record (spec §7) for a reader's action on an article, with
 * this device, the member when logged in, where the reader came from, the platform and os.
 */
import { deviceId } from '../device';
import { readMember } from '../member/memberStore';
import { osOf, platformOf, sendRecord, type AnalyticsSettings } from './record';

export function recordAction(
  settings: AnalyticsSettings,
  inApp: boolean,
  action: { dataType: number; articleId: number; shareChannel?: number },
): void {
  const userAgent = navigator.userAgent;
  void sendRecord(settings, {
    ...action,
    deviceId: deviceId(),
    userId: readMember()?.id,
    refer: document.referrer || undefined,
    platform: platformOf(userAgent, inApp),
    os: osOf(userAgent),
  });
}

/** The id a screen's address names: the last path segment before .html, or ?id=. */
export function idOfPage(pathname: string, search: string): number | undefined {
  const fromPath = /\/(\d{1,12})\.html$/.exec(pathname)?.[1];
  const fromQuery = new URLSearchParams(search).get('id');
  const text = fromPath ?? (fromQuery && /^\d{1,12}$/.test(fromQuery) ? fromQuery : undefined);
  const id = text ? Number(text) : undefined;
  return id && id > 0 ? id : undefined;
}

/** Screens that show one article (a view of it is counted). */
export const ARTICLE_SCREEN = /\/(newsDetail|imageDetail|videoDetail|liveDetail|linkDetail|onlineStudy|specDetail)\//;
