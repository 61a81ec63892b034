/**
 * linkDetail/:id.html — a link or H5 article: its title and the linked page in a frame when the page's
 * host may be framed (the platform's own, or IFRAME_HOSTS), else a button that opens it.
 */
import { useTranslations } from 'next-intl';
import styles from '@/components/pages/pages.module.css';
import { readRuntimeConfig } from '@/lib/env';
import { loadLink } from '@/lib/loaders/article';
import { articleMetadata } from '@/lib/render/articleScreen';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { mayFrame, securityOptionsFromEnv } from '@/lib/security/headers';
import { contentLanguageTag } from '@/lib/i18n/locales';

function LinkView({ title, lang, url, framed }: { title: string; lang: string; url: string; framed: boolean }) {
  const t = useTranslations('article');
  return (
    <main>
      <header className={styles.linkHead}>
        <h1 lang={contentLanguageTag(lang)}>{title}</h1>
        <a className={`${styles.button} ${styles.buttonSecondary}`} href={url} rel="noopener" data-testid="open-link">
          {t('openLink')}
        </a>
      </header>
      {framed ? (
        <iframe
          className={styles.frame}
          src={url}
          title={title}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups"
          data-testid="link-frame"
        />
      ) : null}
    </main>
  );
}

export default defineScreen({
  load: (input) => loadById(input, 'id', loadLink),
  metadata: (view) => articleMetadata('linkDetail', view),
  View({ data }) {
    const url = data.article.link;
    return (
      <LinkView
        title={data.article.title}
        lang={data.article.lang}
        url={url}
        framed={mayFrame(url, readRuntimeConfig(), securityOptionsFromEnv())}
      />
    );
  },
});
