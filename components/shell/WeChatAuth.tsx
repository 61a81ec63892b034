'use client';
/**
 * WeChat authorisation on the page (spec §4), after proxy.ts sent a shared page to WeChat's OAuth page and
 * WeChat sent it back with ?code: "授权中..." while the user info is fetched (status 1, weixinInit 0); an
 * answer without openid clears the code and goes to WeChat again, at most twice, then fails ("微信授权失败",
 * status -1, weixinInit -1); with an openid, the third-party login (tencent_wechat, sso-signed, SM2 from
 * version 3) logs the reader in (status 2, weixinInit 1). The code leaves the address bar either way; a
 * cookie tells the proxy not to send this reader to WeChat again. The proxy let the code through only with
 * this browser's state (lib/wechat/oauth.ts), and a retry goes back through it (the page without the code)
 * for a fresh state.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { isEmpty } from '@/lib/api/answer';
import { fetchWxUserInfo } from '@/lib/api/wechat';
import { deviceId } from '@/lib/device';
import { saveLogin } from '@/lib/member/memberStore';
import { showToast } from '@/lib/ui/toast';
import {
  nextAfterMissingOpenid,
  ownHash,
  pageWithoutCode,
  wechatCode,
  WX_AUTH_COOKIE,
  WX_CODE_KEY,
  WX_INIT_KEY,
  WX_RETRY_KEY,
  type WxAuthStatus,
  type WxInit,
} from '@/lib/wechat/oauth';
import { useApi } from '../providers/RuntimeContext';
import styles from './shell.module.css';
import { EARLY_AUTHORISING_ID } from './WeChatAuthorising';

export interface WeChatSettings {
  appid: string;
  curVersions: number;
  sm2PublicKey: string;
}

function setAuthCookie(value: 'ok' | 'failed', basePath: string) {
  document.cookie = `${WX_AUTH_COOKIE}=${value}; path=${basePath || '/'}; SameSite=Lax`;
}

/** weixinInit and the code in local storage (spec §3): 0 while authorising, 1 logged in, -1 failed. */
function store(init: WxInit, code?: string) {
  try {
    window.localStorage.setItem(WX_INIT_KEY, String(init));
    if (code) window.localStorage.setItem(WX_CODE_KEY, code);
    else window.localStorage.removeItem(WX_CODE_KEY);
  } catch {
    // storage blocked: the page's own state still says it
  }
}

function retries(): number {
  try {
    return Number(window.sessionStorage.getItem(WX_RETRY_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

function setRetries(value: number | undefined) {
  try {
    if (value === undefined) window.sessionStorage.removeItem(WX_RETRY_KEY);
    else window.sessionStorage.setItem(WX_RETRY_KEY, String(value));
  } catch {
    // storage blocked: no retry count, the next answer decides
  }
}

export function WeChatAuth({ settings }: { settings: WeChatSettings }) {
  const t = useTranslations('wechat');
  const api = useApi();
  const [status, setStatus] = useState<WxAuthStatus>(0);
  const [init, setInit] = useState<WxInit>(0);
  const started = useRef(false);

  useEffect(() => {
    const code = wechatCode(new URLSearchParams(window.location.search));
    if (!code || started.current) return;
    started.current = true;
    const { runtime } = api;
    const here = pageWithoutCode(window.location.origin, '', window.location.pathname, window.location.search);
    const finish = (next: WxAuthStatus, nextInit: WxInit) => {
      setStatus(next);
      setInit(nextInit);
      store(nextInit);
      // the code is spent: it leaves the address bar (a reload must not reuse it), with WeChat's fragment
      window.history.replaceState(
        window.history.state,
        '',
        here.slice(window.location.origin.length) + ownHash(window.location.hash),
      );
    };
    const fail = (text: string) => {
      setAuthCookie('failed', runtime.basePath);
      setRetries(undefined);
      finish(-1, -1);
      showToast(text);
    };
    void (async () => {
      // status 1: this popup shows while the user info is fetched (the page's early one steps back)
      setStatus(1);
      const early = document.getElementById(EARLY_AUTHORISING_ID);
      if (early) early.hidden = true;
      store(0, code);
      let info;
      try {
        info = await fetchWxUserInfo(api, code);
      } catch {
        return fail(t('userInfoFailed'));
      }
      const openid = !isEmpty(info) ? info.openid : '';
      if (!openid || isEmpty(info)) {
        const count = retries();
        if (nextAfterMissingOpenid(count) === 'retry') {
          setRetries(count + 1);
          window.location.replace(here);
          return;
        }
        return fail(t('failed'));
      }
      try {
        // the signing and SM2 code loads only here, in WeChat, with a code in hand
        const { loginByOther } = await import('@/lib/api/members');
        const login = await loginByOther(
          runtime,
          {
            provider: 'tencent_wechat',
            oid: openid,
            unionid: info.unionid,
            nickname: info.nickname,
            head: info.headimgurl,
            devid: deviceId(),
          },
          { curVersions: settings.curVersions, sm2PublicKey: settings.sm2PublicKey },
        );
        saveLogin({ ...login, nickname: info.nickname, head: info.headimgurl, phone: '' });
        setAuthCookie('ok', runtime.basePath);
        setRetries(undefined);
        finish(2, 1);
      } catch {
        fail(t('failed'));
      }
    })();
  }, [api, settings, t]);

  return (
    <div data-testid="wx-auth" data-status={status} data-init={init} hidden={status !== 1}>
      {status === 1 ? (
        <div className={styles.authorising} role="status" aria-live="polite">
          {t('authorising')}
        </div>
      ) : null}
    </div>
  );
}
