/**
 * The site config (spec §3 "Site config"), as getConfig answers it. Every field has a default and a
 * malformed field falls back to it: a partial config never breaks a page.
 */
import { z } from 'zod';
import { count, flag, text } from './common';

export const siteConfigSchema = z.object({
  siteConfig: z
    .object({
      siteId: count(),
      siteName: text(''),
      siteNameEn: text(''),
      mainTitle: text(''),
      description: text(''),
      globalCount: flag(true),
      backTop: flag(true),
      discuss: z.object({ auditType: count(), closed: flag(false) }).catch({ auditType: 0, closed: false }),
      shareTitleMax: z.object({ weixin: count(), global: count() }).catch({ weixin: 64, global: 100 }),
      advertising: flag(false),
      defaultSharePic: text(''),
      copyright: text(''),
    })
    .catch(() => defaultSiteSettings()),
  padLogo: text(''),
  padListType: count(),
  padColor: text(''),
  topicColor: text(''),
  detailPageGrey: flag(false),
  afsCheck: z.object({ enable: flag(false) }).catch({ enable: false }),
  encryptKey4: text(''),
  sm2PublicKey: text(''),
  tokenEnable: flag(false),
  socketServer: z.object({ url: text('') }).catch({ url: '' }),
  _p_wap: z.object({ paperUrl: text('') }).catch({ paperUrl: '' }),
  _rd_WeChat: z
    .object({ wxAppid: text(''), authLogin: count(), openLaunchApp: text('') })
    .catch({ wxAppid: '', authLogin: 0, openLaunchApp: '' }),
  _rd_downloadUrl: z
    .object({ android: text(''), ios: text(''), page: text('') })
    .catch({ android: '', ios: '', page: '' }),
  // the media accounts' ranking rules (xyRules, 打榜规则; ours to define: platform/API.md "getConfig")
  _rd_xyRankRules: z.array(z.string()).catch([]).default([]),
  // the analytics client of spec §7 (ours to define: platform/API.md "getConfig"); empty: nothing is sent
  _rd_analytics: z
    .object({ host: text(''), tenantCode: text(''), appKey: text(''), debug: flag(false) })
    .catch({ host: '', tenantCode: '', appKey: '', debug: false })
    .default({ host: '', tenantCode: '', appKey: '', debug: false }),
  // debug protection and the debugging console (spec §4), both off unless the site turns them on
  _rd_debug: z
    .object({ protect: flag(false), console: flag(false) })
    .catch({ protect: false, console: false })
    .default({ protect: false, console: false }),
  _rd_bigDataParams: z
    .object({ enabled: flag(false), baseUrl: text(''), showLog: flag(false) })
    .catch({ enabled: false, baseUrl: '', showLog: false }),
  xyApi: z
    .object({
      appId: text(''),
      siteId: count(),
      websocketToken: text(''),
      xyAuth: count(),
      curVersions: count(),
      imageSuffixPath: text(''),
    })
    .catch({ appId: '', siteId: 0, websocketToken: '', xyAuth: 0, curVersions: 0, imageSuffixPath: '' }),
  imageSuffix: text(''),
  locale: text(''),
  dark: flag(false),
  thirdEventTrack: flag(false),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

function defaultSiteSettings(): SiteConfig['siteConfig'] {
  return {
    siteId: 0,
    siteName: '',
    siteNameEn: '',
    mainTitle: '',
    description: '',
    globalCount: true,
    backTop: true,
    discuss: { auditType: 0, closed: false },
    shareTitleMax: { weixin: 64, global: 100 },
    advertising: false,
    defaultSharePic: '',
    copyright: '',
  };
}

/** The config used when the platform cannot be reached: every default. */
export const DEFAULT_SITE_CONFIG: SiteConfig = siteConfigSchema.parse({});
