/**
 * The screens rendered for every request, never cached: the screens of lifetime 0 (the login), and an
 * editor's preview, view or CMS page whose draft proxy.ts could not load (this page then asks the platform
 * itself and shows its 404 or error state). proxy.ts writes /~{locale}~{ctx}/fresh/….
 */
import { screenPage } from '@/lib/render/screenPage';
import { SCREENS } from '@/screens';

export const dynamic = 'force-dynamic';

const { Page, generateMetadata } = screenPage(SCREENS, 'fresh');
export { generateMetadata };
export default Page;
