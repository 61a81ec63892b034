/**
 * What a screen's HTML holds when its loaders fail: rendered on the server, never an empty page. Next
 * sends a page whose render ends in notFound() or an error as an empty shell (<html id="__next_error__">,
 * an empty <body>) and draws not-found.tsx or error.tsx in the browser (vercel/next.js#62228): blank
 * without JavaScript, for a crawler, in an unfurl, and for a reader whose scripts failed to load. So a
 * screen's page and metadata are wrapped:
 * - a notFound() from the loaders gives the not-found view, and the 404 status comes from a notFound()
 *   thrown inside a Suspense boundary below it, which Next turns into the status while keeping the
 *   content around it (app-render's htmlRendererErrorHandler); cached like the page (ISR);
 * - any other failure (the platform down, an error answer, a time-out) gives the error view, and the
 *   error is thrown again inside a Suspense boundary below it: a page render that recovered from an
 *   error is sent with status 500 and "no-store", and never kept in the page cache (app-page's
 *   "partial recovery"), so the screen works again as soon as the platform does.
 * In the browser, either error meets an error boundary that shows nothing (SilentBoundary): the server's
 * view stays, top bar included, and the error state's retry reloads.
 * Measured with JavaScript off: the views, their statuses and the page's language.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, unstable_rethrow } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { FailedView } from '@/components/common/FailedView';
import { NotFoundView } from '@/components/common/NotFoundView';
import { SilentBoundary } from '@/components/common/SilentBoundary';
import { bypassesCache } from '@/lib/context';
import { currentContext } from '@/lib/render/readScreen';

/** The digest of Next's notFound() error (checked against notFound() itself in fallback.test.tsx). */
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
      <SilentBoundary>
        <Suspense fallback={null}>
          <NotFoundStatus />
        </Suspense>
      </SilentBoundary>
    </>
  );
}

async function FailureStatus({ error }: { error: unknown }): Promise<never> {
  throw error;
}

/** The error view with its retry, and the 500 status that keeps the page out of the cache. */
export function FailedPage({ error }: { error: unknown }) {
  return (
    <>
      <FailedView />
      <SilentBoundary>
        <Suspense fallback={null}>
          <FailureStatus error={error} />
        </Suspense>
      </SilentBoundary>
    </>
  );
}

/**
 * Screens read for editors (preview, view, CMS: rendered fresh on every request) keep Next's own 404
 * and error.tsx: a page rendered on demand streams, and its status would stay 200.
 */
function rendersFallbacks(): boolean {
  const context = currentContext();
  return context !== undefined && !bypassesCache(context);
}

/** A screen's page: a notFound() from its loaders gives <MissingPage />, any other failure <FailedPage />. */
export function withFallbackPage<P>(page: (props: P) => Promise<ReactNode>): (props: P) => Promise<ReactNode> {
  return async (props: P) => {
    try {
      return await page(props);
    } catch (error) {
      if (!rendersFallbacks()) throw error;
      if (isNotFound(error)) return <MissingPage />;
      // redirects and Next's own signals go on
      unstable_rethrow(error);
      return <FailedPage error={error} />;
    }
  };
}

/**
 * A screen's metadata: for something missing, the empty state's title (Next adds noindex to any 404);
 * for a failure, the error's title, not to be indexed (the page itself carries the 500).
 */
export function withFallbackMetadata<P>(metadata: (props: P) => Promise<Metadata>): (props: P) => Promise<Metadata> {
  return async (props: P) => {
    try {
      return await metadata(props);
    } catch (error) {
      if (isNotFound(error)) return { title: (await getTranslations('empty'))('noContent') };
      if (!rendersFallbacks()) throw error;
      unstable_rethrow(error);
      return { title: (await getTranslations('errors'))('network'), robots: { index: false, follow: false } };
    }
  };
}
