/**
 * inputArticleDetail/:id?.html ("投稿详情") — a reader's submission, and the call for submissions it answers
 * (leading to the call's page). None is the 404 state.
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/questions/questions.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { SubmissionBody } from '@/components/tipoffs/SubmissionBody';
import { loadSubmission } from '@/lib/loaders/tipoffs';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadSubmission),
  metadata({ locale, data: submission }) {
    return screenMetadata({
      title: submission.title,
      description: submission.content,
      images: [submission.pics[0]],
      path: appPath('inputArticleDetail', { id: submission.id }),
      locale,
    });
  },
  async View({ locale, config, data: submission }) {
    const t = await getTranslations({ locale, namespace: 'routes' });
    return (
      <>
        <TopBar config={config} />
        <main>
          <SubmissionBody submission={submission} heading="h1" />
          {submission.call ? (
            <p className={`${styles.qa} ${styles.meta}`}>
              <Link
                href={appPath('seekArticleDetail', { linkID: submission.call.id, id: submission.id })}
                data-testid="submission-call"
              >
                {t('seekArticleDetail')} · {submission.call.title}
              </Link>
            </p>
          ) : null}
        </main>
      </>
    );
  },
});
