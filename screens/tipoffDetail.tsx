/**
 * tipoffDetail/:id?.html ("报料详情") — a reader's tip-off: who sent it and when, whether the newsroom took
 * it up, its text, pictures, videos and audios, and the newsroom's reply. None is the 404 state.
 */
import { getTranslations } from 'next-intl/server';
import { LazyRelativeTime } from '@/components/common/LazyRelativeTime';
import { Attachments } from '@/components/media/Attachments';
import styles from '@/components/questions/questions.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { loadTipoff } from '@/lib/loaders/tipoffs';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';
import { contentLanguageTag } from '@/lib/i18n/locales';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadTipoff),
  metadata({ locale, data: tipoff }) {
    return screenMetadata({
      title: tipoff.title,
      description: tipoff.content,
      images: [tipoff.pics[0], tipoff.videos[0]?.poster],
      path: appPath('tipoffDetail', { id: tipoff.id }),
      locale,
    });
  },
  async View({ locale, config, data: tipoff }) {
    const t = await getTranslations({ locale, namespace: 'tipoffs' });
    return (
      <>
        <TopBar config={config} />
        <main>
          <article className={styles.qa} data-testid="tipoff" lang={contentLanguageTag(tipoff.lang)}>
            <h1>{tipoff.title}</h1>
            <p className={styles.meta}>
              {t('byAuthor', { name: tipoff.userName })} · <LazyRelativeTime value={tipoff.createTime} />{' '}
              <span className={tipoff.status === 1 ? styles.answered : styles.pending} data-testid="tipoff-state">
                {tipoff.status === 1 ? t('taken') : t('pending')}
              </span>
            </p>
            <p className={styles.text}>{tipoff.content}</p>
            <Attachments attached={tipoff} videoLabel={t('video')} testId="tipoff" />
            {tipoff.reply ? (
              <>
                <h2 className={styles.answerTitle}>{t('reply')}</h2>
                <p className={styles.text} data-testid="tipoff-reply">
                  {tipoff.reply}
                </p>
              </>
            ) : null}
          </article>
        </main>
      </>
    );
  },
});
