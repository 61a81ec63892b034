'use client';
/**
 * The share panel: the spec's targets with their marks — WeChat and its moments, QQ, Weibo, QQ Zone, SMS
 * (their own share pages), the poster card — plus the system's share sheet where the browser has one,
 * and copy link. WeChat and Moments: inside WeChat the page's share card is already set (JS-SDK), so the
 * reader is shown WeChat's ··· menu; elsewhere they copy the link (and say so). Choosing a target closes
 * the panel; the poster is a picture to save (long press, or the save link) shown in it. Every share is
 * counted (event type 2 with its channel) and carries a fresh share time-stamp.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { drawPoster } from '@/lib/share/poster';
import { SHARE_CHANNEL, SHARE_TARGETS, shareHref, withShareStamp, type ShareTarget } from '@/lib/share/targets';
import type { SharePage } from '@/lib/share/targets';
import { showToast } from '@/lib/ui/toast';
import { recordAction } from '@/lib/analytics/count';
import { DATA_TYPES } from '@/lib/analytics/record';
import { useApi, useCounting } from '../providers/RuntimeContext';
import { countEvent, EVENT_TYPE, OBJECT_TYPE, type ObjectType } from '@/lib/api/events';
import { isWeChat } from '@/lib/context';
import { loginStored } from '@/lib/member/storedLogin';
import { BrandMark } from './BrandMark';
import styles from './share.module.css';

export interface ShareProps {
  /**
   * What is shared: its id and share object type (an article 0, a media account's article 10, an activity 4),
   * counted with each share.
   */
  objectId: number;
  objectType?: ObjectType;
  page: SharePage;
  siteName: string;
  accent: string;
  onClose: () => void;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // older browsers, or no permission: a hidden text area and the copy command
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

export function SharePanel({
  objectId,
  objectType = OBJECT_TYPE.article,
  page,
  siteName,
  accent,
  onClose,
}: ShareProps) {
  const t = useTranslations('share');
  const api = useApi();
  const [poster, setPoster] = useState<{ url: string } | 'making' | undefined>();
  const [guide, setGuide] = useState<'wechat' | 'moments'>();
  const inWeChat = isWeChat(navigator.userAgent);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  useEffect(() => () => (poster && poster !== 'making' ? URL.revokeObjectURL(poster.url) : undefined), [poster]);

  // the share event (spec §9: event type 2, with the channel); counting never blocks sharing
  const counting = useCounting();
  const count = (channel: number) => {
    if (counting)
      recordAction(counting.analytics, counting.inApp, {
        dataType: DATA_TYPES.share,
        articleId: objectId,
        shareChannel: channel,
      });
    void api
      .record(countEvent, {
        id: objectId,
        type: objectType,
        eventType: EVENT_TYPE.share,
        channel,
      })
      .catch(() => undefined);
    // a member's share of an article earns points (the platform's rules decide)
    if ((objectType === OBJECT_TYPE.article || objectType === OBJECT_TYPE.xyArticle) && loginStored())
      void import('@/lib/member/memberPoints')
        .then(({ awardArticlePoints }) => awardArticlePoints(api.runtime, 'share', objectId))
        .catch(() => undefined);
  };

  async function onTarget(target: ShareTarget) {
    const url = withShareStamp(page.url);
    count(SHARE_CHANNEL[target]);
    if (target === 'poster') {
      setPoster('making');
      try {
        const blob = await drawPoster({
          cover: page.image,
          title: page.title,
          summary: page.summary,
          url,
          siteName,
          caption: t('qrCaption'),
          accent,
        });
        setPoster({ url: URL.createObjectURL(blob) });
      } catch {
        setPoster(undefined);
        showToast(t('posterFailed'));
      }
      return;
    }
    if ((target === 'wechat' || target === 'moments') && inWeChat) return setGuide(target);
    const href = shareHref(target, { ...page, url });
    if (href) window.open(href, '_blank', 'noopener,noreferrer');
    // WeChat and moments elsewhere: a web page cannot post there; the link goes to the clipboard
    else showToast((await copy(url)) ? t('wechatHint') : url);
    onClose();
  }

  async function onSystem() {
    const url = withShareStamp(page.url);
    count(SHARE_CHANNEL.wechat);
    try {
      await navigator.share({ title: page.title, text: page.summary, url });
    } catch {
      // cancelled by the reader
    }
    onClose();
  }

  async function onCopy() {
    const url = withShareStamp(page.url);
    count(SHARE_CHANNEL.wechat);
    showToast((await copy(url)) ? t('copied') : url);
    onClose();
  }

  if (guide)
    return (
      <div className={styles.guide} role="dialog" aria-modal="true" onClick={onClose} data-testid="share-guide">
        <svg width="64" height="64" viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden>
          <path d="M8 60C20 30 36 18 56 8M40 8h16v16" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <p ref={(node) => node?.focus()} tabIndex={-1}>
          {t(guide === 'wechat' ? 'guideWechat' : 'guideMoments')}
        </p>
      </div>
    );

  return (
    <div className={styles.backdrop} onClick={onClose} data-testid="share-panel">
      <div
        ref={dialog}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-label={t('title')}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        {poster ? (
          <div className={styles.posterView}>
            {poster === 'making' ? (
              <p className={styles.hint}>{t('making')}</p>
            ) : (
              <>
                <img src={poster.url} alt={page.title} width={375} height={590} data-testid="poster-image" />
                <p className={styles.hint}>{t('posterHint')}</p>
                <a className={styles.save} href={poster.url} download="poster.png" data-testid="poster-save">
                  {t('savePoster')}
                </a>
              </>
            )}
          </div>
        ) : (
          <>
            <h2 className={styles.title}>{t('title')}</h2>
            <ul className={styles.targets}>
              {SHARE_TARGETS.map((target) => (
                <li key={target}>
                  <button
                    type="button"
                    className={styles.target}
                    onClick={() => void onTarget(target)}
                    data-testid={`share-${target}`}
                  >
                    <span className={`${styles.icon} ${styles[target]}`}>
                      <BrandMark target={target} />
                    </span>
                    {t(target)}
                    {(target === 'wechat' || target === 'moments') && !inWeChat ? (
                      <span className={styles.does}>{t('copiesLink')}</span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
            <div className={styles.row}>
              {typeof navigator !== 'undefined' && 'share' in navigator ? (
                <button
                  type="button"
                  className={styles.rowButton}
                  onClick={() => void onSystem()}
                  data-testid="share-system"
                >
                  {t('system')}
                </button>
              ) : null}
              <button type="button" className={styles.rowButton} onClick={() => void onCopy()} data-testid="share-copy">
                {t('copy')}
              </button>
            </div>
          </>
        )}
        <button type="button" className={styles.cancel} onClick={onClose} data-testid="share-close">
          {t('close')}
        </button>
      </div>
    </div>
  );
}
