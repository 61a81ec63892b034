/**
 * xyDetail/:id?.html — a media account's page: its head and subscribe button, bulletins, tabs of its
 * articles, dynamics, questions and answers, and accounts recommended beside it. An unusable account
 * (spec §4) or none is the 404 state.
 */
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/common/JsonLd';
import { DynamicFeed } from '@/components/dynamics/DynamicFeed';
import { PagedArticles } from '@/components/lists/PagedArticles';
import { SubscribeButton } from '@/components/participation/SubscribeButton';
import { XyBulletins } from '@/components/subscription/XyBulletins';
import { XyQuestions } from '@/components/subscription/XyQuestions';
import { Tabs } from '@/components/common/Tabs';
import { TopBar } from '@/components/shell/TopBar';
import { RecommendedAccounts } from '@/components/subscription/RecommendedAccounts';
import { XyProfile } from '@/components/subscription/XyProfile';
import { slots } from '@/lib/i18n/browserFill';
import { loadXyDetail } from '@/lib/loaders/xyAccount';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { profileStructuredData } from '@/lib/render/structuredData';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadXyDetail),
  metadata({ locale, data: { account } }) {
    return screenMetadata({
      title: account.xyName,
      description: account.xyDesc,
      images: [account.xyIcon],
      path: appPath('xyDetail', { id: account.xyID }),
      locale,
    });
  },
  async View({ locale, config, data }) {
    const [t, tEmpty] = await Promise.all([
      getTranslations({ locale, namespace: 'xyDetail' }),
      getTranslations({ locale, namespace: 'empty' }),
    ]);
    const { account } = data;
    const xyId = account.xyID;
    const questionTexts = (empty: 'noQuestions' | 'noAnswers') => ({
      empty: t(empty),
      asked: t('asked', slots('name')),
      reply: t('reply'),
      awaiting: t('awaiting'),
    });
    return (
      <>
        <TopBar config={config} />
        <main data-testid="xy-detail" lang={account.lang === 'en' && locale !== 'en' ? 'en' : undefined}>
          <XyProfile account={account} locale={locale} />
          <SubscribeButton target={{ kind: 'xy', id: xyId }} />
          {data.bulletins.length ? (
            <XyBulletins
              bulletins={data.bulletins}
              texts={{ title: t('bulletins'), hits: t('hits', slots('count')) }}
            />
          ) : null}
          <Tabs
            testId="xy"
            label={t('tabs')}
            tabs={[
              {
                key: 'articles',
                label: t('articles'),
                panel: (
                  <PagedArticles
                    source={{ kind: 'xy', xyId }}
                    initial={data.articles}
                    more="multipleOf20"
                    showCounts={config.siteConfig.globalCount}
                    emptyText={tEmpty('noArticles')}
                  />
                ),
              },
              {
                key: 'dynamics',
                label: t('dynamics'),
                panel: (
                  <DynamicFeed
                    owner={{ kind: 'xy', id: xyId }}
                    initial={data.dynamics}
                    texts={{ empty: t('noDynamics'), video: t('video'), open: '' }}
                  />
                ),
              },
              {
                key: 'questions',
                label: t('questions'),
                panel: (
                  <XyQuestions
                    xyId={xyId}
                    kind="questions"
                    initial={data.questions}
                    texts={questionTexts('noQuestions')}
                  />
                ),
              },
              {
                key: 'answers',
                label: t('answers'),
                panel: (
                  <XyQuestions xyId={xyId} kind="answers" initial={data.answers} texts={questionTexts('noAnswers')} />
                ),
              },
            ]}
          />
          <RecommendedAccounts accounts={data.recommended} />
          <JsonLd
            data={profileStructuredData(
              {
                kind: 'Organization',
                name: account.xyName,
                description: account.xyDesc,
                image: account.xyIcon,
                followers: account.countSubscribe,
              },
              appPath('xyDetail', { id: xyId }),
              locale,
            )}
          />
        </main>
      </>
    );
  },
});
