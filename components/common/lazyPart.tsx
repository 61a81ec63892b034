'use client';
/**
 * A part whose code loads later (a dynamic import: the comments, the like bar once tapped, the share panel,
 * an article's related lists). Its texts are in its route group's messages (next-intl's provider), so only
 * its code is fetched, once. When it fails to load, the part's place shows an error state whose retry
 * loads it again; the page stays.
 */
import { Component, use, type ComponentType, type ReactNode } from 'react';
import { NetworkErrorState } from './ErrorState';

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

export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  /** The part's code: fetched once, kept once loaded, asked for again after a failure and a retry. */
  let loading: Promise<ComponentType<Props>> | undefined;
  const partCode = () => (loading ??= load());

  /** Starts fetching the part's code (a finger on a button, before the tap ends). */
  function usePreload(): () => void {
    return () => void partCode().catch(() => undefined);
  }

  // asks for the part in its own render, so that the error state's retry (rendering it again) asks anew
  function Loaded({ props }: { props: Props }) {
    const Part = use(partCode());
    return <Part {...props} />;
  }

  /** `withFailure`: what stays above the error state when the part fails (a section's heading). */
  function Part({ withFailure, ...props }: Props & { withFailure?: ReactNode }) {
    // a failure is kept until the reader asks again: one request, not one per render React retries
    return (
      <LoadBoundary onRetry={() => (loading = undefined)} withFailure={withFailure}>
        <Loaded props={props as Props} />
      </LoadBoundary>
    );
  }

  return { Part, usePreload };
}
