/**
 * robots.txt: everything readers see may be crawled; previews and CMS views (their query flags), the
 * login, a member's own screens, the internal page paths and the API may not. It names the sitemap index.
 */
import type { RuntimeConfig } from '../env';
import { absoluteUrl } from '../share/buildShareMetadata';

/** Screens of one member (their points, invites, sign-ups, vouchers) and the login. */
const PERSONAL = [
  'login.html',
  'getUserInfo.html',
  'invite.html',
  'integralShop.html',
  'signupdetail.html',
  'writeOff/',
];
/** The query flags of previews, editors' views and CMS pages (spec §6). */
const PREVIEW_FLAGS = ['yl=1', 'isPreview=true', 'ck=1', 'isView=true', 'cms=1', 'inCmsPage=true', 'previewToken='];

export function robotsTxt(runtime: Pick<RuntimeConfig, 'publicUrl' | 'basePath'>): string {
  const at = (path: string) => `${runtime.basePath}/${path}`;
  return [
    'User-agent: *',
    `Allow: ${at('')}`,
    `Disallow: ${at('api/')}`,
    // the internal paths pages render at (proxy.ts): never addresses of their own
    `Disallow: ${at('~')}`,
    `Disallow: ${at('fresh/')}`,
    ...PERSONAL.map((path) => `Disallow: ${at(path)}`),
    ...PREVIEW_FLAGS.map((flag) => `Disallow: ${at(`*?*${flag}`)}`),
    '',
    `Sitemap: ${absoluteUrl(runtime, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
