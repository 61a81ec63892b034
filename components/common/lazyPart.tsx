'use client';
/**
 * A part whose code loads later (a dynamic import) and which reads namespaces not every page carries
 * (its set of LOADED_TEXTS, lib/i18n/clientMessages.ts): its code and its texts (app/api/messages) are
 * fetched together, once per language, and the part reads them as if the page had sent them. Where the
 * page sent every namespace of the set (a screen listing them, the component tests) nothing is fetched.
 * When either fails to load, the part's place shows an error state whose retry loads them again; the
 * page stays.
 */
import type { AbstractIntlMessages } from 'next-intl';
import { Component, use, type ComponentType, type ReactNode } from 'react';
import { LOADED_TEXTS, loadedMessagesPath, type LoadedTexts } from '@/lib/i18n/clientMessages';
import { NetworkErrorState } from '../common/ErrorState';
import { MessagesProvider, usePageMessages } from './MessagesContext';
import { useRuntime } from './RuntimeContext';

class LoadBoundary extends Component<
  { children: ReactNode; onRetry: () => void; withFailure?: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const retry = () => {
      this.props.onRetry();
      this.setState({ failed: false });
    };
    if (!this.state.failed) return this.props.children;
    return (
      <>
        {this.props.withFailure}
        <NetworkErrorState onRetry={retry} />
      </>
    );
  }
}

async function fetchTexts(basePath: string, locale: string, part: LoadedTexts) {
  const url = loadedMessagesPath(basePath, locale, part);
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as AbstractIntlMessages;
}

export function lazyWithMessages<Props extends object>(load: () => Promise<ComponentType<Props>>, texts: LoadedTexts) {
  /** The part's code and, unless the page sent them, its texts: fetched together, kept once loaded. */
  const loading = new Map<string, Promise<{ Part: ComponentType<Props>; messages?: AbstractIntlMessages }>>();
  function useSource() {
    const { locale, messages } = usePageMessages();
    const { basePath } = useRuntime();
    return { locale, basePath, sent: LOADED_TEXTS[texts].every((namespace) => namespace in messages) };
  }

  const keyOf = ({ locale, sent }: ReturnType<typeof useSource>) => (sent ? '' : locale);

  function partFor(source: ReturnType<typeof useSource>) {
    const { locale, basePath, sent } = source;
    let part = loading.get(keyOf(source));
    if (!part) {
      part = Promise.all([load(), sent ? undefined : fetchTexts(basePath, locale, texts)]).then(([Part, messages]) => ({
        Part,
        messages,
      }));
      loading.set(keyOf(source), part);
    }
    return part;
  }

  /** Starts fetching the part's code and texts (a finger on a button, before the tap ends). */
  function usePreload(): () => void {
    const source = useSource();
    return () => void partFor(source).catch(() => undefined);
  }

  // asks for the part in its own render, so that the error state's retry (rendering it again) asks anew
  function Loaded({ props }: { props: Props }) {
    const source = useSource();
    const { Part, messages } = use(partFor(source));
    return messages ? (
      <MessagesProvider locale={source.locale} messages={messages}>
        <Part {...props} />
      </MessagesProvider>
    ) : (
      <Part {...props} />
    );
  }

  /** `withFailure`: what stays above the error state when the part fails (a section's heading). */
  function Part({ withFailure, ...props }: Props & { withFailure?: ReactNode }) {
    const source = useSource();
    // a failure is kept until the reader asks again: one request, not one per render React retries
    return (
      <LoadBoundary onRetry={() => loading.delete(keyOf(source))} withFailure={withFailure}>
        <Loaded props={props as Props} />
      </LoadBoundary>
    );
  }

  return { Part, usePreload };
}
