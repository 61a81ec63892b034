/**
 * The web app manifest: "add to home screen" gives the paper's name and icon (drawn locally,
 * scripts/draw-icons.mjs), opening the home page full screen in the paper's colours.
 */
import type { RuntimeConfig } from '../env';
import { LOCALE_INFO, type Locale } from '../i18n/locales';
import type { SiteConfig } from '../schemas/config';

/** The page background of the light and dark themes (app/globals.css --bg). */
export const THEME_BACKGROUNDS = { light: '#f5f5f5', dark: '#0f0f10' } as const;

export function webManifest(config: SiteConfig, runtime: Pick<RuntimeConfig, 'basePath'>, locale: Locale) {
  const at = (path: string) => `${runtime.basePath}${path}`;
  const name = config.siteConfig.siteName || config.siteConfig.mainTitle;
  return {
    name,
    short_name: config.siteConfig.mainTitle || name,
    description: config.siteConfig.description || undefined,
    lang: LOCALE_INFO[locale].tag,
    id: at('/home.html'),
    start_url: at('/home.html'),
    scope: at('/'),
    display: 'standalone',
    background_color: THEME_BACKGROUNDS.light,
    theme_color: config.padColor || '#c8102e',
    icons: [192, 512].map((size) => ({
      src: at(`/icons/icon-${size}.png`),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}
