/**
 * Every screen that is built, by its route name in the spec (lib/routing/routes.ts ROUTES): what the one
 * page of app/[first]/ renders. A route without a screen here is a 404. The server imports a screen's
 * module when it is first rendered; what splits the browser's JavaScript per screen is
 * components/screenParts.ts (docs/one-page.md).
 */
import type { ScreenRegistry } from '@/lib/render/screenPage';

export const SCREENS: ScreenRegistry = {
  aboutUs: () => import('./aboutUs'),
  activityApply: () => import('./activityApply'),
  activityDetail: () => import('./activityDetail'),
  activityVote: () => import('./activityVote'),
  activityVoteWeb: () => import('./activityVoteWeb'),
  columnDetail: () => import('./columnDetail'),
  columnShare: () => import('./columnShare'),
  commentAll: () => import('./commentAll'),
  downloadClient: () => import('./downloadClient'),
  dynamicDetail: () => import('./dynamicDetail'),
  getUserInfo: () => import('./getUserInfo'),
  home: () => import('./home'),
  imageDetail: () => import('./imageDetail'),
  integralShop: () => import('./integralShop'),
  invite: () => import('./invite'),
  invitedToDownload: () => import('./invitedToDownload'),
  linkDetail: () => import('./linkDetail'),
  liveDetail: () => import('./liveDetail'),
  login: () => import('./login'),
  moreImage: () => import('./moreImage'),
  moreLive: () => import('./moreLive'),
  moreModules: () => import('./moreModules'),
  newsDetail: () => import('./newsDetail'),
  noticeDetail: () => import('./noticeDetail'),
  onlineStudy: () => import('./onlineStudy'),
  paperSharePage: () => import('./paperSharePage'),
  previewPDF: () => import('./previewPDF'),
  productDetail: () => import('./productDetail'),
  replyAll: () => import('./replyAll'),
  reporter: () => import('./reporter'),
  shareinvite: () => import('./shareinvite'),
  signupdetail: () => import('./signupdetail'),
  specDetail: () => import('./specDetail'),
  specMore: () => import('./specMore'),
  subscriptionList: () => import('./subscriptionList'),
  tagList: () => import('./tagList'),
  timeline: () => import('./timeline'),
  videoDetail: () => import('./videoDetail'),
  voteItemDetail: () => import('./voteItemDetail'),
  writeOff: () => import('./writeOff'),
  xyDetail: () => import('./xyDetail'),
  xyListShare: () => import('./xyListShare'),
  xyRules: () => import('./xyRules'),
};
