'use client';
/**
 * Sharing inside WeChat with the JS-SDK (1.6, from npm: never a CDN): the page's signature from the
 * platform (SHA-1 over ticket, noncestr, timestamp and this URL without #), wx.config with the same
 * nonce and time-stamp, then the chat and moments cards (updateAppMessageShareData /
 * updateTimelineShareData) with the title, description and picture of the page's share tags and a fresh
 * share time-stamp on the link — again after every route change and whenever the reader comes back to
 * the page (after sharing). A page closed to sharing configures nothing.
 */
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { isEmpty } from '@/lib/api/answer';
import { fetchWxSignature } from '@/lib/api/wechat';
import { shareDataFromHead, signedUrl, WX_JS_API_LIST } from '@/lib/wechat/share';
import { useApi } from '../providers/RuntimeContext';

type Wx = typeof import('weixin-js-sdk').default;

export function WeChatShare({ openLaunchApp }: { openLaunchApp: boolean }) {
  const pathname = usePathname();
  const api = useApi();

  useEffect(() => {
    let cancelled = false;
    const apply = (wx: Wx) => {
      const data = shareDataFromHead(document.head, window.location.href);
      if (!data || cancelled) return;
      wx.updateAppMessageShareData({ ...data, success: () => undefined });
      wx.updateTimelineShareData({ title: data.title, link: data.link, imgUrl: data.imgUrl, success: () => undefined });
    };
    let onVisible: (() => void) | undefined;
    void (async () => {
      if (!shareDataFromHead(document.head, window.location.href)) return;
      const [{ default: wx }, signature] = await Promise.all([
        import('weixin-js-sdk'),
        fetchWxSignature(api, signedUrl(window.location.href)).catch(() => undefined),
      ]);
      if (cancelled || !signature || isEmpty(signature)) return;
      wx.config({
        debug: false,
        appId: signature.appid,
        timestamp: Number(signature.timestamp),
        nonceStr: signature.noncestr,
        signature: signature.signature,
        jsApiList: [...WX_JS_API_LIST],
        openTagList: openLaunchApp ? ['wx-open-launch-app'] : [],
      });
      wx.ready(() => apply(wx));
      onVisible = () => document.visibilityState === 'visible' && apply(wx);
      document.addEventListener('visibilitychange', onVisible);
    })();
    return () => {
      cancelled = true;
      if (onVisible) document.removeEventListener('visibilitychange', onVisible);
    };
  }, [pathname, api, openLaunchApp]);

  return null;
}
