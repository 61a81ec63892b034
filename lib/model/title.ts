/** Title markers of the form [=x1] (editorial flags) are stripped from titles (spec §5). */
const MARKER = /\[=[^\[\]]{0,16}\]/g;

export function stripTitleMarkers(title: string): string {
  return title
    .replace(MARKER, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
