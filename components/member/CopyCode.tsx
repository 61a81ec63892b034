'use client';
/** Copies a code to the clipboard and says so (where the browser refuses, the code stays selectable). */
import { showToast } from '@/lib/ui/toast';
import pageStyles from '../pages/pages.module.css';

export function CopyCode({ code, texts }: { code: string; texts: { copy: string; copied: string } }) {
  return (
    <button
      type="button"
      className={`${pageStyles.button} ${pageStyles.buttonSecondary}`}
      onClick={() => {
        navigator.clipboard?.writeText(code).then(
          () => showToast(texts.copied),
          () => undefined,
        );
      }}
      data-testid="copy-code"
    >
      {texts.copy}
    </button>
  );
}
