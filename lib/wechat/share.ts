/**
 * WeChat JS-SDK sharing (issue 6; platform-api.md "WeChat"): what the chat and moments cards show, read
 * from the page's own share tags (so every screen shares what its unfurl shows), with a fresh share
 * time-stamp on the link. A page closed to sharing has no share tags: nothing is configured.
 */
import { SQUARE_CARD_META, withShareStamp } from '../share/targets';

export interface WxShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export function shareDataFromHead(head: ParentNode, fallbackUrl: string, now = Date.now()): WxShareData | undefined {
  const meta = (property: string) =>
    head.querySelector(`meta[property="${property}"]`)?.getAttribute('content')?.trim() ?? '';
  const title = meta('og:title');
  if (!title) return undefined;
  return {
    title,
    desc: meta('og:description'),
    link: withShareStamp(meta('og:url') || fallbackUrl, now),
    // the page's square card where it has one (WeChat shows its share picture square)
    imgUrl: head.querySelector(`meta[name="${SQUARE_CARD_META}"]`)?.getAttribute('content')?.trim() || meta('og:image'),
  };
}

/** The address WeChat signs: the page's full URL without its #fragment. */
export function signedUrl(href: string): string {
  return href.split('#')[0]!;
}

export const WX_JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData'] as const;
