'use client';
/**
 * The page's inline <head> scripts, which must run before its first paint: the reader's theme
 * (lib/theme.ts) and text size (lib/textSize.ts), taps held until the app is alive (lib/html/earlyTaps.ts) and the ring of a focused
 * frame (lib/html/focusedFrame.ts).
 *
 * Their text is written into the HTML only. A server component's elements are sent twice, as HTML and
 * again in the page's RSC payload (docs/page-bytes.md); a client component's are sent once, as HTML, and
 * its code goes to the browser instead. Next replaces `typeof window` when it builds each side, so the
 * browser's code holds none of the scripts' text: there the elements are drawn empty, and hydration
 * leaves a script's content as the server wrote it (React compares no inner HTML when it hydrates).
 */
import { HOLD_EARLY_TAPS } from '@/lib/html/earlyTaps';
import { MARK_FOCUSED_FRAME } from '@/lib/html/focusedFrame';
import { TEXT_SIZE_SCRIPT } from '@/lib/textSize';
import { THEME_SCRIPT } from '@/lib/theme';

export function HeadScripts() {
  const scripts =
    typeof window === 'undefined'
      ? [THEME_SCRIPT, TEXT_SIZE_SCRIPT, HOLD_EARLY_TAPS, MARK_FOCUSED_FRAME]
      : ['', '', '', ''];
  return scripts.map((text, index) => (
    <script key={index} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />
  ));
}
