/**
 * invite ("邀请码") — the member's invite code, who used it, and a friend's code entered once; the rules
 * (what each side earns) come from the platform's invite config with the page.
 */
import { getTranslations } from 'next-intl/server';
import styles from '@/components/member/member.module.css';
import pageStyles from '@/components/pages/pages.module.css';
import { InvitePanel } from '@/components/member/InvitePanel';
import { TopBar } from '@/components/shell/TopBar';
import { slots } from '@/lib/i18n/browserFill';
import { loadInviteConfig } from '@/lib/loaders/invite';
import { defineScreen } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: loadInviteConfig,
  async metadata({ locale }) {
    const t = await getTranslations({ locale, namespace: 'routes' });
    return screenMetadata({ title: t('invite'), path: appPath('invite'), locale });
  },
  async View({ locale, config, data }) {
    const [tRoutes, t] = await Promise.all([
      getTranslations({ locale, namespace: 'routes' }),
      getTranslations({ locale, namespace: 'invite' }),
    ]);
    return (
      <>
        <TopBar config={config} />
        <main className={pageStyles.page} data-testid="invite">
          <h1>{tRoutes('invite')}</h1>
          <p data-testid="invite-earn">{t('earn', { inviter: data.inviterScore, invitee: data.inviteeScore })}</p>
          <InvitePanel
            locale={locale}
            texts={{
              mine: t('mine'),
              copy: t('copy'),
              copied: t('copied'),
              share: t('share'),
              invited: t('invited', slots('count')),
              none: t('none'),
              enter: t('enter'),
              code: t('code'),
              submit: t('submit'),
              submitting: t('submitting'),
              done: t('done', slots('score')),
              usedCode: t('usedCode', slots('name', 'code')),
              loginFirst: t('loginFirst'),
              login: t('login'),
              failed: t('failed'),
              errors: {
                noCode: t('errors.noCode'),
                badCode: t('errors.badCode'),
                unknown: t('errors.unknown'),
                own: t('errors.own'),
                used: t('errors.used'),
                failed: t('errors.failed'),
              },
            }}
          />
          {data.rules.length ? (
            <>
              <h2 className={styles.section}>{t('rules')}</h2>
              <ol data-testid="invite-rules">
                {data.rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ol>
            </>
          ) : null}
        </main>
      </>
    );
  },
});
