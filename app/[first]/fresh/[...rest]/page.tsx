/**
 * The screens rendered for every request, never cached: an editor's preview, view or CMS page of a
 * previewable screen, and the screens of lifetime 0 (the login). proxy.ts writes /~{locale}~{ctx}/fresh/….
 */
import { screenPage } from '@/lib/render/screenPage';
import { SCREENS } from '@/screens';

export const dynamic = 'force-dynamic';

const { Page, generateMetadata } = screenPage(SCREENS, { fresh: true });
export { generateMetadata };
export default Page;
