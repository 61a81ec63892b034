/**
 * One rule for what search engines may index, read by a page's robots tag (lib/share/buildShareMetadata.ts)
 * and by the sitemaps (lib/seo/sitemaps.ts), so that what a page says of itself and what the sitemaps list
 * never disagree: content its newsroom closed to sharing (shareClosed) is neither indexed nor listed.
 */
export function isIndexable(content: { shareClosed?: boolean }): boolean {
  return !content.shareClosed;
}
