/**
 * shareinvite?code=&userid= ("您的专属邀请码") — a member's invite code as the page they share: who invites,
 * the code, what it gives, and the way to the app's download (invitedToDownload). It unfurls with the
 * inviter's card; a code without its inviter's id names nobody (platform/API.md). Without a code it is the
 * logged-in member's own page (their code and id put in the address).
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/member/member.module.css';
import pageStyles from '@/components/pages/pages.module.css';
import { CopyCode } from '@/components/member/CopyCode';
import { OwnInvite } from '@/components/member/OwnInvite';
import { TopBar } from '@/components/shell/TopBar';
import { siteNameInProse } from '@/lib/i18n/siteName';
import { loadInvite } from '@/lib/loaders/invite';
import { defineScreen, idParam } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath, paramValue } from '@/lib/routing/routes';

export default defineScreen({
  async load(input) {
    const code = paramValue(input.params.code);
    if (code === undefined) return { card: undefined };
    const inviterId = idParam(input, 'userid');
    const card = await loadInvite(code, typeof inviterId === 'number' ? inviterId : undefined);
    return card && { card };
  },
  async metadata({ locale, config, data: { card } }) {
    const [tRoutes, t] = await Promise.all([
      getTranslations({ locale, namespace: 'routes' }),
      getTranslations({ locale, namespace: 'invite' }),
    ]);
    if (!card) return screenMetadata({ title: tRoutes('shareinvite'), path: appPath('shareinvite'), locale });
    const { invite } = card;
    const site = siteNameInProse(config.siteConfig, locale);
    return screenMetadata({
      title: invite.member ? t('shareTitle', { name: invite.member.nickname, site }) : tRoutes('shareinvite'),
      description: `${invite.msg} ${tRoutes('invite')}: ${invite.code}`,
      ...(invite.member ? { person: { name: invite.member.nickname, avatar: invite.member.head } } : {}),
      path: appPath('shareinvite', { code: invite.code, userid: invite.member?.id }),
      locale,
    });
  },
  async View({ locale, config, data: { card } }) {
    const [tRoutes, t] = await Promise.all([
      getTranslations({ locale, namespace: 'routes' }),
      getTranslations({ locale, namespace: 'invite' }),
    ]);
    if (!card)
      return (
        <>
          <TopBar config={config} />
          <main className={pageStyles.page} data-testid="share-invite-own">
            <h1>{tRoutes('shareinvite')}</h1>
            <OwnInvite texts={{ loginFirst: t('loginFirst'), login: t('login'), failed: t('failed') }} />
          </main>
        </>
      );
    const { invite, config: rules } = card;
    return (
      <>
        <TopBar config={config} />
        <main className={pageStyles.page} data-testid="share-invite">
          <h1>{tRoutes('shareinvite')}</h1>
          {invite.member ? (
            <div className={styles.card}>
              {invite.member.head ? (
                <img className={styles.avatar} src={invite.member.head} alt="" width={56} height={56} />
              ) : null}
              <p className={styles.name} data-testid="inviter">
                {t('from', { name: invite.member.nickname })}
              </p>
            </div>
          ) : null}
          <p className={styles.code} data-testid="invite-code">
            {invite.code}
          </p>
          {invite.msg ? <p>{invite.msg}</p> : null}
          <p>{t('earn', { inviter: rules.inviterScore, invitee: rules.inviteeScore })}</p>
          <div className={pageStyles.buttons}>
            <Link
              className={pageStyles.button}
              href={
                invite.member
                  ? appPath('invitedToDownload', { id: invite.member.id, code: invite.code })
                  : appPath('downloadClient')
              }
              data-testid="invite-download"
            >
              {t('download')}
            </Link>
            <CopyCode code={invite.code} texts={{ copy: t('copy'), copied: t('copied') }} />
          </div>
        </main>
      </>
    );
  },
});
