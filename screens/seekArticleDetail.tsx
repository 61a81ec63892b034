/**
 * seekArticleDetail/:linkID?/:id?.html ("征稿稿件详情") — a submission under the call for submissions it
 * answers (linkID, when given, must be that call): the call's head, the submission, finding one's own
 * submissions by name ("please input name"), and the call's other submissions. None is the 404 state.
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SubmissionLookup } from '@/components/tipoffs/SubmissionLookup';
import { TopBar } from '@/components/shell/TopBar';
import { SubmissionBody } from '@/components/tipoffs/SubmissionBody';
import styles from '@/components/tipoffs/tipoffs.module.css';
import { slots } from '@/lib/i18n/browserFill';
import { loadSeekSubmission } from '@/lib/loaders/tipoffs';
import { formatDate, parsePlatformTime } from '@/lib/model/time';
import { defineScreen, idParam } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  async load(input) {
    const id = idParam(input, 'id');
    const callId = idParam(input, 'linkID');
    if (typeof id !== 'number' || callId === 'malformed') return undefined;
    return loadSeekSubmission(id, callId);
  },
  metadata({ locale, data: { submission } }) {
    return screenMetadata({
      title: `${submission.title} · ${submission.call.title}`,
      description: submission.content,
      images: [submission.pics[0], submission.call.pic],
      path: appPath('seekArticleDetail', { linkID: submission.call.id, id: submission.id }),
      locale,
    });
  },
  async View({ locale, config, data: { submission, others } }) {
    const t = await getTranslations({ locale, namespace: 'tipoffs' });
    const { call } = submission;
    const ends = parsePlatformTime(call.endTime);
    return (
      <>
        <TopBar config={config} />
        <main>
          <header className={styles.call} data-testid="seek-call">
            {call.pic ? <img className={styles.banner} src={call.pic} alt="" width={1200} height={630} /> : null}
            <h1>{call.title}</h1>
            <p>{call.description}</p>
            {ends ? <p>{t('callEnds', { time: formatDate(ends, locale, 'full') })}</p> : null}
          </header>
          <SubmissionBody submission={submission} heading="h2" />
          <SubmissionLookup
            callId={call.id}
            texts={{
              title: t('lookup'),
              label: t('nameLabel'),
              inputName: t('inputName'),
              search: t('search'),
              none: t('noneByName', slots('name')),
              failed: t('failed'),
            }}
          />
          {others.length ? (
            <section className={styles.others} aria-labelledby="seek-others" data-testid="seek-others">
              <h2 id="seek-others">{t('others')}</h2>
              <ul>
                {others.map((item) => (
                  <li key={item.id}>
                    <Link href={appPath('inputArticleDetail', { id: item.id })}>{item.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </main>
      </>
    );
  },
});
