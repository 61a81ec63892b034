/** videoDetail for preview, view and CMS contexts: the same page, rendered on every request, never cached. */
export const dynamic = 'force-dynamic';
export { default, generateMetadata } from '../../../../videoDetail/[columnId]/[id]/page';
