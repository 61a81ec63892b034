/**
 * A media account's tabs (xyDetail): its articles, dynamics, questions and answers, each from the
 * server-rendered first page on.
 */
import { getTranslations } from 'next-intl/server';
import { Tabs } from '@/components/common/Tabs';
import { DynamicFeed } from '@/components/dynamics/DynamicFeed';
import { PagedArticles } from '@/components/lists/PagedArticles';
import { slots } from '@/lib/i18n/browserFill';
import type { XyDetailData } from '@/lib/loaders/xyAccount';
import { XyQuestions } from './XyQuestions';

export async function XyTabs({
  data,
  locale,
  showCounts,
}: {
  data: XyDetailData;
  locale: string;
  showCounts: boolean;
}) {
  const [t, tEmpty] = await Promise.all([
    getTranslations({ locale, namespace: 'xyDetail' }),
    getTranslations({ locale, namespace: 'empty' }),
  ]);
  const xyId = data.account.id;
  const questionTexts = (empty: 'noQuestions' | 'noAnswers') => ({
    empty: t(empty),
    asked: t('asked', slots('name')),
    reply: t('reply'),
    awaiting: t('awaiting'),
  });
  const articles = (
    <PagedArticles
      source={{ kind: 'xy', xyId }}
      initial={data.articles}
      more="multipleOf20"
      showCounts={showCounts}
      emptyText={tEmpty('noArticles')}
    />
  );
  const dynamics = (
    <DynamicFeed
      owner={{ kind: 'xy', id: xyId }}
      initial={data.dynamics}
      texts={{ empty: t('noDynamics'), video: t('video'), open: '' }}
    />
  );
  return (
    <Tabs
      testId="xy"
      label={t('tabs')}
      tabs={[
        { key: 'articles', label: t('articles'), panel: articles },
        { key: 'dynamics', label: t('dynamics'), panel: dynamics },
        {
          key: 'questions',
          label: t('questions'),
          panel: (
            <XyQuestions xyId={xyId} kind="questions" initial={data.questions} texts={questionTexts('noQuestions')} />
          ),
        },
        {
          key: 'answers',
          label: t('answers'),
          panel: <XyQuestions xyId={xyId} kind="answers" initial={data.answers} texts={questionTexts('noAnswers')} />,
        },
      ]}
    />
  );
}
