/**
 * linkDetail/:id.html — a link or H5 article: its title and the linked page in a frame when the page's
 * host may be framed (the platform's own, or IFRAME_HOSTS), else a button that opens it.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { useTranslations } from 'next-intl';
import styles from '@/components/pages/pages.module.css';
import { readRuntimeConfig } from '@/lib/env';
import { loadArticle } from '@/lib/loaders/article';
import { stripTitleMarkers } from '@/lib/model/title';
import { parseId } from '@/lib/routing/routes';
import { articleMetadata } from '@/lib/screens/articleScreen';
import { readScreen, type ScreenParams } from '@/lib/screens/readScreen';
import { mayFrame, securityOptionsFromEnv } from '@/lib/security/headers';
import { withFallbackMetadata, withFallbackPage } from '@/lib/screens/fallback';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ScreenParams & { id: string }> };

async function load(params: Props['params']) {
  const screen = await readScreen(params);
  const id = parseId((await params).id);
  if (!id) notFound();
  const data = await loadArticle(id, undefined, false);
  if (!data || !/^https?:\/\//i.test(data.article.linkUrl)) notFound();
  return { ...screen, data };
}

async function pageMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata('linkDetail', Promise.resolve({ ...(await params), columnId: '_' }));
}

function LinkView({ title, url, framed }: { title: string; url: string; framed: boolean }) {
  const t = useTranslations('article');
  return (
    <main>
      <header className={styles.linkHead}>
        <h1>{title}</h1>
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

async function LinkDetailPage({ params }: Props) {
  const { data } = await load(params);
  const url = data.article.linkUrl;
  return (
    <LinkView
      title={stripTitleMarkers(data.article.title)}
      url={url}
      framed={mayFrame(url, readRuntimeConfig(), securityOptionsFromEnv())}
    />
  );
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(LinkDetailPage);
