/**
 * The demo site's configuration: every field of spec §3 "Site config", as the real platform's getConfig
 * answers it. Addresses hold placeholders expanded when served: {media} (this platform's public address
 * + /media), {web} (the front end's public address) and {ws} (this platform's websocket address).
 */
export const DEMO_SITE_ID = 1;
export const DEMO_APP_ID = 'lanhai-wap';

/** Demo keys. The private key and the app secret stay on the platform (platform_secrets), never in config. */
/** The demo app client: its key and secret reach a client only through the authinfo exchange. */
export const DEMO_APP_CLIENT = { appKey: 'lanhai-wap-4f2c', appSecret: 'Lh-7q2Wm9xKp4Zt8Rv3Ns6Yb' };

export const DEMO_SM2 = {
  publicKey:
    '0459660fc061c75fb773da4b04759f4ce14edf4744475ac1ce29a2f83771857f076eac9825273d17622c5edf666e09f34785446c9ac2482e27a16b2d00b808f1a8',
  privateKey: '2ece5f6c29f4cdb27fba4ef81d1ebcdd22113aac6ae4fa2f98d60c22e07c606f',
};

/** The demo site's websocket token (xyApi.websocketToken): the live pushes need one. */
export const DEMO_WEBSOCKET_TOKEN = 'lanhai-ws-2f9c';

export function demoSiteConfig(): Record<string, unknown> {
  return {
    siteConfig: {
      siteId: DEMO_SITE_ID,
      siteName: '澜海日报',
      siteNameEn: 'Lanhai Daily',
      mainTitle: '澜海日报',
      description: '澜海日报触屏版：澜海本地新闻、时政、财经、文旅、体育与英文资讯。',
      globalCount: 1,
      backTop: 1,
      discuss: { auditType: 1, closed: 0 },
      shareTitleMax: { weixin: 64, global: 100 },
      advertising: 1,
      defaultSharePic: '{media}/pic/art000_big.jpg',
      copyright: '澜海日报社版权所有 未经授权不得转载 地址：澜海市滨江区望潮路88号 新闻热线：0596-8826 1000',
    },
    padLogo: '{media}/brand/logo.svg',
    padListType: 0,
    padColor: '#c8102e',
    topicColor: '#c8102e',
    detailPageGrey: 0,
    afsCheck: { enable: 0 },
    encryptKey4: 'Lh4k9Qz2Xw7Tb1Re',
    sm2PublicKey: DEMO_SM2.publicKey,
    tokenEnable: false,
    socketServer: { url: '{ws}/ws' },
    _p_wap: { paperUrl: '{web}/paperSharePage.html' },
    // the media accounts' ranking rules (xyRules)
    _rd_xyRankRules: [
      '影响力排行榜每周一零点更新，统计上一周的数据。',
      '影响力由发稿量、稿件阅读量、点赞与评论、转发分享综合计算。',
      '已注销或被停用的账号不参与排名。',
      '刷量等违规行为一经发现，取消当期排名。',
    ],
    // openLaunchApp: the mobile app's id for wx-open-launch-app inside WeChat
    _rd_WeChat: { wxAppid: 'wx2f0d1e3c4b5a6978', authLogin: 1, openLaunchApp: 'wxa9b8c7d6e5f40312' },
    _rd_downloadUrl: {
      android: '{media}/download/lanhai-daily.apk',
      ios: 'https://apps.apple.com/app/id0000000000',
      page: '{web}/downloadClient.html',
    },
    // debug protection and the debugging console (spec §4): off on the demo site
    _rd_debug: { protect: 0, console: 0 },
    // page views of screens with an id go to the (simulated) big-data collector
    _rd_bigDataParams: { enabled: 1, baseUrl: '{api}/bigdata/pv', showLog: 0 },
    // the analytics client of spec §7 (the collection host is simulated by the platform)
    _rd_analytics: { host: '{api}/collect', tenantCode: 'lanhai', appKey: 'lh-analytics-demo', debug: 0 },
    xyApi: {
      appId: 1,
      siteId: DEMO_SITE_ID,
      websocketToken: DEMO_WEBSOCKET_TOKEN,
      xyAuth: 0,
      curVersions: 2,
      imageSuffixPath: '{media}/pic/',
    },
    imageSuffix: '',
    locale: 'cn',
    dark: 0,
    thirdEventTrack: 0,
  };
}
