'use client';
/**
 * The interactive parts that belong to one screen, each in a chunk of its own. One page renders every
 * screen (lib/render/screenPage.tsx), and Next gives a page one client bundle of every client component
 * it may render; loaded through here, a screen's own parts come with that screen only (the server still
 * renders them into the HTML, and Next preloads their chunk from it). docs/one-page.md has the figures.
 */
import dynamic from 'next/dynamic';

export const HomeScreen = dynamic(() => import('./home/HomeScreen').then((module) => module.HomeScreen));
export const ColumnFeed = dynamic(() => import('./home/ColumnFeed').then((module) => module.ColumnFeed));
export const ModuleBlock = dynamic(() => import('./home/ModuleBlock').then((module) => module.ModuleBlock));
export const PagedArticles = dynamic(() => import('./lists/PagedArticles').then((module) => module.PagedArticles));
export const CommentAllView = dynamic(() =>
  import('./comments/CommentAllView').then((module) => module.CommentAllView),
);
export const ReplyAllView = dynamic(() => import('./comments/ReplyAllView').then((module) => module.ReplyAllView));
export const LiveView = dynamic(() => import('./live/LiveView').then((module) => module.LiveView));
export const LoginScreen = dynamic(() => import('./login/LoginScreen').then((module) => module.LoginScreen));
export const ImageGallery = dynamic(() => import('./media/ImageGallery').then((module) => module.ImageGallery));
export const VideoPlayer = dynamic(() => import('./media/VideoPlayer').then((module) => module.VideoPlayer));
export const StudyProgress = dynamic(() => import('./article/StudyProgress').then((module) => module.StudyProgress));
export const SubscribeButton = dynamic(() =>
  import('./participation/SubscribeButton').then((module) => module.SubscribeButton),
);
export const LanguageMenu = dynamic(() => import('./shell/LanguageMenu').then((module) => module.LanguageMenu));
export const SignupButton = dynamic(() => import('./activity/SignupButton').then((module) => module.SignupButton));
export const SignupForm = dynamic(() => import('./activity/SignupForm').then((module) => module.SignupForm));
export const SignupRecords = dynamic(() => import('./activity/SignupRecords').then((module) => module.SignupRecords));
export const VoteBoard = dynamic(() => import('./vote/VoteBoard').then((module) => module.VoteBoard));
export const OptionVote = dynamic(() => import('./vote/OptionVote').then((module) => module.OptionVote));
export const VoucherState = dynamic(() => import('./activity/VoucherState').then((module) => module.VoucherState));
export const PointsPanel = dynamic(() => import('./member/PointsPanel').then((module) => module.PointsPanel));
export const InvitePanel = dynamic(() => import('./member/InvitePanel').then((module) => module.InvitePanel));
export const MemberCard = dynamic(() => import('./member/MemberCard').then((module) => module.MemberCard));
export const OwnInvite = dynamic(() => import('./member/OwnInvite').then((module) => module.OwnInvite));
export const CopyCode = dynamic(() => import('./member/CopyCode').then((module) => module.CopyCode));
export const MyVouchers = dynamic(() => import('./activity/MyVouchers').then((module) => module.MyVouchers));
export const ShareButton = dynamic(() => import('./share/ShareButton').then((module) => module.ShareButton));
export const Tabs = dynamic(() => import('./common/Tabs').then((module) => module.Tabs));
export const DynamicFeed = dynamic(() => import('./dynamics/DynamicFeed').then((module) => module.DynamicFeed));
export const DynamicMedia = dynamic(() => import('./dynamics/DynamicMedia').then((module) => module.DynamicMedia));
export const XyQuestions = dynamic(() => import('./subscription/XyQuestions').then((module) => module.XyQuestions));
export const XyBulletins = dynamic(() => import('./subscription/XyBulletins').then((module) => module.XyBulletins));
export const KeepAliveScroll = dynamic(() =>
  import('./shell/KeepAliveScroll').then((module) => module.KeepAliveScroll),
);
export const AskQuestionPages = dynamic(() =>
  import('./questions/AskQuestionPages').then((module) => module.AskQuestionPages),
);
export const SubmissionLookup = dynamic(() =>
  import('./tipoffs/SubmissionLookup').then((module) => module.SubmissionLookup),
);
export const ShortVideoStage = dynamic(() =>
  import('./shortVideo/ShortVideoStage').then((module) => module.ShortVideoStage),
);
export const PostFeed = dynamic(() => import('./circles/PostFeed').then((module) => module.PostFeed));
export const PostComposer = dynamic(() => import('./circles/PostComposer').then((module) => module.PostComposer));
export const LeaderRegions = dynamic(() => import('./figures/LeaderRegions').then((module) => module.LeaderRegions));
