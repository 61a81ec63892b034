/**
 * An editor's draft of a previewable screen (preview, view, CMS), drawn from what proxy.ts loaded and
 * cached under the draft's fingerprint: /~{locale}~{ctx}/draft/{fingerprint}/{route}/{params…}
 * (lib/render/draft.ts). A changed draft has another fingerprint, hence another page.
 */
import { screenPage } from '@/lib/render/screenPage';
import { SCREENS } from '@/screens';

/** Drafts are rendered when first asked for. */
export function generateStaticParams() {
  return [];
}

/** A draft's page is drawn again at most this often (for the site config it shows; the draft is fixed). */
export const revalidate = 60;

const { Page, generateMetadata } = screenPage(SCREENS, 'draft');
export { generateMetadata };
export default Page;
