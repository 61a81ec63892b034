/**
 * Where a page can be shared from a browser (spec §2 "Share targets": a chat app, its moments feed, a
 * second chat app, a microblog, a poster card, a social network, a short-message network). WeChat and its
 * moments cannot be reached from a web page outside WeChat: the panel says how (copy the link, open WeChat).
 * The others are the services' own share pages. Channel codes of spec §9 go with the share event.
 */
import type { ObjectType } from '../api/events';
export type ShareTarget = 'wechat' | 'moments' | 'qq' | 'weibo' | 'poster' | 'qzone' | 'sms';

export const SHARE_TARGETS: ShareTarget[] = ['wechat', 'moments', 'qq', 'weibo', 'poster', 'qzone', 'sms'];

/** The meta tag naming a page's square share card, the picture WeChat's cards show (lib/share/shareCard.ts). */
export const SQUARE_CARD_META = 'wechat:image';

/** Spec §9: chat 1, moments 2, microblog 3, QQ 4, MeeTime 5, album 6 (a poster is saved to the album). */
export const SHARE_CHANNEL: Record<ShareTarget, number> = {
  wechat: 1,
  moments: 2,
  weibo: 3,
  qq: 4,
  qzone: 4,
  poster: 6,
  sms: 5,
};

export interface SharePage {
  url: string;
  title: string;
  summary: string;
  image?: string;
}

/** What an article's share panel needs; absent when the article may not be shared (shareClosed). */
export interface ShareSetup {
  /** The share object type counted with each share (lib/api/events.ts OBJECT_TYPE); an article when absent. */
  objectType?: ObjectType;
  page: SharePage;
  siteName: string;
  accent: string;
}

/** The service page that shares `page`, or undefined for targets handled in the page (WeChat, poster). */
export function shareHref(target: ShareTarget, page: SharePage): string | undefined {
  const q = (params: Record<string, string | undefined>) =>
    new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
  switch (target) {
    case 'weibo':
      return `https://service.weibo.com/share/share.php?${q({ url: page.url, title: page.title, pic: page.image })}`;
    case 'qq':
      return `https://connect.qq.com/widget/shareqq/index.html?${q({
        url: page.url,
        title: page.title,
        summary: page.summary,
        pics: page.image,
      })}`;
    case 'qzone':
      return `https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?${q({
        url: page.url,
        title: page.title,
        summary: page.summary,
        pics: page.image,
      })}`;
    case 'sms':
      return `sms:?&body=${encodeURIComponent(`${page.title} ${page.url}`)}`;
    default:
      return undefined;
  }
}

/** The shared address carries a share time-stamp, refreshed per share (spec §4 "Share"). */
export function withShareStamp(url: string, now = Date.now()): string {
  const target = new URL(url);
  target.searchParams.set('isShare', 'true');
  target.searchParams.set('shareTime', String(now));
  return target.toString();
}
