'use client';
/**
 * An error boundary that shows nothing: for a failure the server has already drawn around it (the 404 or
 * error view of lib/render/fallback.tsx), thrown again below only to give the page its status.
 */
import { Component, type ReactNode } from 'react';

export class SilentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
