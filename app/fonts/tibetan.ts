/**
 * The Tibetan face: a subset of Noto Serif Tibetan (OFL, see LICENSE-NotoSerifTibetan.txt), never
 * preloaded and limited to the Tibetan block, so a browser downloads it only when Tibetan text shows.
 */
import localFont from 'next/font/local';

export const tibetanFont = localFont({
  src: './NotoSerifTibetan-Regular.subset.woff2',
  variable: '--font-tibetan',
  weight: '400',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0F00-0FFF, U+25CC' }],
});
