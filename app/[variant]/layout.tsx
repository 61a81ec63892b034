/**
 * The root layout of every screen. Its segment is the internal path's first, "~{locale}~{ctx}", written
 * by proxy.ts. So the layout knows the language and reading context without reading cookies or headers:
 * the HTML is the same for every reader of that (locale, context) and can be cached. On a page of one
 * content the segment also names the content's language ("~en~plain~cn"): <html lang> says it, and <body
 * lang> the reader's, which the chrome is in; the screen marks the element its content is in. Going from
 * one screen to another keeps the document (a client navigation); what the layout's client components
 * hold lives at module scope in the browser (components/providers/AppProviders.tsx). Its next-intl provider
 * carries the texts of the parts every page may show; a route group's layout gives its screens' own
 * (lib/i18n/clientMessages.ts).
 */
import type { Metadata, Viewport } from 'next';
import { preconnect } from 'react-dom';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { OfflineBanner } from '@/components/offline/OfflineBanner';
import { ServiceWorkerRegistration } from '@/components/offline/ServiceWorkerRegistration';
import { AppProviders } from '@/components/providers/AppProviders';
import { CountersLoader } from '@/components/shell/CountersLoader';
import { DebugConsole } from '@/components/shell/DebugConsole';
import { HeadScripts } from '@/components/shell/HeadScripts';
import { OpenInApp } from '@/components/shell/OpenInApp';
import { BackToTop } from '@/components/shell/BackToTop';
import { RouteEffects } from '@/components/shell/RouteEffects';
import { SessionGuard } from '@/components/shell/SessionGuard';
import { WeChatAuthorising } from '@/components/shell/WeChatAuthorising';
import { WeChatLoader } from '@/components/shell/WeChatLoader';
import { flagsFromConfig } from '@/lib/api/protocol';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { isShareMode, keepsPagesOffline, pageStyle } from '@/lib/context';
import { readRuntimeConfig } from '@/lib/env';
import { clientMessages, LAYOUT_NAMESPACES } from '@/lib/i18n/clientMessages';
import { LOCALE_INFO } from '@/lib/i18n/locales';
import { TIME_ZONE } from '@/lib/i18n/timeZone';
import { siteNameInProse } from '@/lib/i18n/siteName';
import { contentTag, readScreen } from '@/lib/render/readScreen';
import { appPath, AUTH_SCREENS, readVariant } from '@/lib/routing/routes';
import { originOf } from '@/lib/security/headers';
import { tibetanFont, tibetanLabelFont } from '../fonts/tibetan';
import '../globals.css';
import { THEME_BACKGROUNDS } from '@/lib/seo/manifest';

type Props = { children: React.ReactNode; params: Promise<{ variant: string }> };

/**
 * The layout's locale and context. A path that is no page of ours (/api/nothing: a path proxy.ts never
 * sees) is drawn as the plain reader's, and its page says 404.
 */
async function readLayoutScreen(params: Props['params']) {
  return readScreen(readVariant((await params).variant));
}

/** Nothing is rendered at build time (the platform need not run then); every page renders on first request. */
export function generateStaticParams(): { variant: string }[] {
  return [];
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  // the browser's bar in the page's colours: light, and dark where the reader's system is (app/globals.css)
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: THEME_BACKGROUNDS.dark },
  ],
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readLayoutScreen(params);
  const [config, t] = await Promise.all([loadSiteConfig(), getTranslations({ locale, namespace: 'topBar' })]);
  const runtime = readRuntimeConfig();
  const name = config.siteConfig.mainTitle || config.siteConfig.siteName || t('fallbackName');
  return {
    metadataBase: new URL(`${runtime.publicUrl}${runtime.basePath}/`),
    title: { default: name, template: `%s` },
    applicationName: name,
    description: config.siteConfig.description || undefined,
    formatDetection: { telephone: false, email: false, address: false },
    manifest: `${runtime.basePath}/manifest.webmanifest`,
  };
}

export default async function RootLayout({ children, params }: Props) {
  const screen = await readLayoutScreen(params);
  const { locale, context } = screen;
  const [config, messages, t, tWechat] = await Promise.all([
    loadSiteConfig(),
    clientMessages(locale, LAYOUT_NAMESPACES),
    getTranslations('shell'),
    getTranslations('wechat'),
  ]);
  const runtime = readRuntimeConfig();
  const info = LOCALE_INFO[locale];
  // pictures come from the platform: open the connection while the HTML is still arriving
  const platformOrigin = originOf(config.padLogo) ?? originOf(runtime.bases.base);
  if (platformOrigin) preconnect(platformOrigin);
  const padColor = /^#[0-9a-fA-F]{3,8}$/.test(config.padColor) ? config.padColor : undefined;
  // a shared page in WeChat is authorised on the page (components/shell/WeChatAuth.tsx)
  const wechatAuth =
    context.wechat && Boolean(config._rd_WeChat.wxAppid) && isShareMode(context) && config._rd_WeChat.authLogin === 1;
  return (
    <html
      lang={contentTag(screen)}
      dir="ltr"
      className={`${tibetanFont.variable} ${tibetanLabelFont.variable}`}
      data-site-dark={config.dark ? '1' : '0'}
      data-mourning={config.detailPageGrey ? '1' : '0'}
      style={padColor ? ({ '--pad-color': padColor } as React.CSSProperties) : undefined}
      suppressHydrationWarning
    >
      <head>
        <HeadScripts />
        {config._rd_debug.protect ? <script src={`${runtime.basePath}/debug-guard.js`} async /> : null}
      </head>
      <body
        className={`page-style-${pageStyle(context)}${context.inApp ? ' in-app' : ''}`}
        lang={contentTag(screen) === info.tag ? undefined : info.tag}
      >
        <NextIntlClientProvider locale={locale} timeZone={TIME_ZONE} messages={messages}>
          <AppProviders
            runtime={runtime}
            flags={flagsFromConfig(config)}
            counting={{
              analytics: config._rd_analytics,
              bigData: { enabled: config._rd_bigDataParams.enabled, baseUrl: config._rd_bigDataParams.baseUrl },
              inApp: context.inApp,
              shared: isShareMode(context),
            }}
          >
            <RouteEffects />
            {keepsPagesOffline(context) ? <ServiceWorkerRegistration basePath={runtime.basePath} /> : null}
            <CountersLoader />
            {config._rd_debug.console ? <DebugConsole /> : null}
            <SessionGuard authScreens={AUTH_SCREENS} />
            {wechatAuth ? <WeChatAuthorising text={tWechat('authorising')} /> : null}
            {context.wechat && config._rd_WeChat.wxAppid ? (
              <WeChatLoader
                auth={
                  wechatAuth
                    ? {
                        appid: config._rd_WeChat.wxAppid,
                        curVersions: config.xyApi.curVersions,
                        sm2PublicKey: config.sm2PublicKey,
                      }
                    : undefined
                }
                openLaunchApp={Boolean(config._rd_WeChat.openLaunchApp)}
              />
            ) : null}
            <OfflineBanner basePath={runtime.basePath} />
            <div className="app-main">{children}</div>
            {config.siteConfig.backTop ? <BackToTop label={t('backToTop')} /> : null}
            {isShareMode(context) && !context.desktop ? (
              <OpenInApp
                pitch={t('openAppPitch', { name: siteNameInProse(config.siteConfig, locale) })}
                open={t('openApp')}
                close={t('openAppClose')}
                downloadPath={appPath('downloadClient')}
                launchAppId={context.wechat ? config._rd_WeChat.openLaunchApp || undefined : undefined}
              />
            ) : null}
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
