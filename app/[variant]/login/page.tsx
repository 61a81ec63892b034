/** /login.html: the screen of screens/login.tsx. */
import login from '@/screens/login';
import { screenPage } from '@/lib/render/screenPage';

// the reader's own session decides what it shows: rendered for every request, never cached
export const dynamic = 'force-dynamic';

const page = screenPage('login', login, 'per-request');
export const generateMetadata = page.generateMetadata;
export default page.Page;
