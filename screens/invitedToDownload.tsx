/**
 * invitedToDownload/:id/:code — the download page of someone invited: who invites (member id and code must
 * belong together, else the 404 state), the code to enter after signing up and what it gives, and the
 * app's download buttons. Without an invitation it is the plain download page.
 */
import { getTranslations } from 'next-intl/server';
import styles from '@/components/member/member.module.css';
import { DownloadButtons } from '@/components/pages/DownloadButtons';
import pageStyles from '@/components/pages/pages.module.css';
import { CopyCode } from '@/components/member/CopyCode';
import { TopBar } from '@/components/shell/TopBar';
import { siteNameInProse } from '@/lib/i18n/siteName';
import { loadInvitedToDownload } from '@/lib/loaders/invite';
import { defineScreen, idParam } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath, paramValue } from '@/lib/routing/routes';

export default defineScreen({
  load(input) {
    const memberId = idParam(input, 'id');
    if (memberId === 'malformed') return Promise.resolve(undefined);
    return loadInvitedToDownload(memberId, paramValue(input.params.code));
  },
  async metadata({ locale, config, data: { card } }) {
    const [tDownload, t] = await Promise.all([
      getTranslations({ locale, namespace: 'download' }),
      getTranslations({ locale, namespace: 'invite' }),
    ]);
    const site = siteNameInProse(config.siteConfig, locale);
    if (!card) return screenMetadata({ title: tDownload('title'), path: appPath('invitedToDownload'), locale });
    const { invite } = card;
    return screenMetadata({
      title: t('invitedTitle', { name: card.inviter.nickname, site }),
      description: invite.msg,
      person: { name: card.inviter.nickname, avatar: card.inviter.head },
      path: appPath('invitedToDownload', { id: card.inviter.id, code: invite.code }),
      locale,
    });
  },
  async View({ locale, config, data: { card } }) {
    const [tDownload, t] = await Promise.all([
      getTranslations({ locale, namespace: 'download' }),
      getTranslations({ locale, namespace: 'invite' }),
    ]);
    const site = siteNameInProse(config.siteConfig, locale);
    return (
      <>
        <TopBar config={config} />
        <main className={pageStyles.page} data-testid="invited-download">
          {card ? (
            <>
              <div className={styles.card}>
                {card.inviter.head ? (
                  <img className={styles.avatar} src={card.inviter.head} alt="" width={56} height={56} />
                ) : null}
                <h1 className={styles.name} data-testid="invited-title">
                  {t('invitedTitle', { name: card.inviter.nickname, site })}
                </h1>
              </div>
              <p className={styles.code} data-testid="invite-code">
                {card.invite.code}
              </p>
              <p>{t('invitedHint', { code: card.invite.code, score: card.config.inviteeScore })}</p>
              <div className={pageStyles.buttons}>
                <CopyCode code={card.invite.code} texts={{ copy: t('copy'), copied: t('copied') }} />
              </div>
            </>
          ) : (
            <>
              <h1>{tDownload('title')}</h1>
              <p>{tDownload('pitch', { name: site })}</p>
            </>
          )}
          <DownloadButtons config={config} />
        </main>
      </>
    );
  },
});
