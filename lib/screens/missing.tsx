/**
 * 404 pages rendered on the server. Next sends a page whose render ends in notFound() as an empty shell
 * (<html id="__next_error__"> and an empty <body>) and draws not-found.tsx in the browser from the RSC
 * payload (vercel/next.js#62228): blank without JavaScript, for a crawler and in any unfurl. So a screen's
 * page and metadata are wrapped: a notFound() from their loaders gives the not-found view, rendered
 * here, and the 404 status comes from a notFound() thrown inside a Suspense boundary below it, which
 * Next turns into the status while keeping the content around it (app-render's htmlRendererErrorHandler).
 * In the browser, that boundary then hands over to not-found.tsx, which shows the same view. Measured
 * with JavaScript off: the view, the 404 status and the page's language, cached like the page (ISR).
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { NotFoundView } from '@/components/common/NotFoundView';
import { bypassesCache } from '@/lib/context';
import { currentContext } from '@/lib/screen';

/** The digest of Next's notFound() error (checked against notFound() itself in missing.test.tsx). */
const NOT_FOUND_DIGEST = 'NEXT_HTTP_ERROR_FALLBACK;404';

export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === NOT_FOUND_DIGEST;
}

async function NotFoundStatus(): Promise<never> {
  notFound();
}

/** The not-found view, and the 404 status. */
export function MissingPage() {
  return (
    <>
      <NotFoundView />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}

/**
 * A screen's page: its loaders' notFound() gives <MissingPage />; any other error goes on to error.tsx.
 * Preview, view and CMS pages (editors, rendered fresh on every request) keep Next's own 404: a page
 * rendered on demand streams, and the status would stay 200.
 */
export function orMissingPage<P>(page: (props: P) => Promise<ReactNode>): (props: P) => Promise<ReactNode> {
  return async (props: P) => {
    try {
      return await page(props);
    } catch (error) {
      const context = currentContext();
      if (isNotFound(error) && context && !bypassesCache(context)) return <MissingPage />;
      throw error;
    }
  };
}

/** A screen's metadata: for something missing, the empty state's title (Next adds noindex to any 404). */
export function orMissingMetadata<P>(metadata: (props: P) => Promise<Metadata>): (props: P) => Promise<Metadata> {
  return async (props: P) => {
    try {
      return await metadata(props);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      const t = await getTranslations('empty');
      return { title: t('noContent') };
    }
  };
}
