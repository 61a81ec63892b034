/**
 * The Tibetan faces, from Noto Serif Tibetan (OFL, see LICENSE-NotoSerifTibetan.txt). Neither is preloaded and
 * each is limited by unicode-range, so a browser downloads one only when text it covers shows.
 * - tibetanFont: the Tibetan block (150 KB), for pages in Tibetan.
 * - tibetanLabelFont: only the glyphs of the language menu's label "བོད་ཡིག" (2 KB), shown on every page in
 *   every language; a reader without a Tibetan system face would otherwise see boxes there. Made with
 *   `python3 -m fontTools.subset NotoSerifTibetan-Regular.subset.woff2 --text='བོད་ཡིག' --layout-features='*'
 *   --flavor=woff2` (Debian's python3-fonttools and python3-brotli); its range is those characters.
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

export const tibetanLabelFont = localFont({
  src: './NotoSerifTibetan-Label.woff2',
  variable: '--font-tibetan-label',
  weight: '400',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0F0B, U+0F42, U+0F51, U+0F56, U+0F61, U+0F72, U+0F7C' }],
});
