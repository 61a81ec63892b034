/** The demo member's invite code and id (platform/src/seed/points.ts): a code names its member with the id. */
const DEMO_INVITE_CODE = 'LANHAI';
const DEMO_MEMBER_ID = 90001;

/**
 * An address of every built screen in the seeded demo, by screen name (screens/<name>.tsx), with ids read
 * from the platform through `call` (a platform {base} query → the answer's data), `memberCall` (an
 * {sso} query → the answer's value) and `nisCall` (a {nis} query → the answer's data). Shared by the
 * browser tests (tests/e2e/screens.ts) and `npm run shots`.
 */
export async function screenAddresses(call, memberCall, nisCall) {
  const first = async (query) => (await call(query)).list[0];
  const [images, video, live, topic, articles, paper, comments] = await Promise.all([
    first('getArticles?siteId=1&columnId=7&page=0&articleType=1'),
    first('getArticles?siteId=1&columnId=6&page=0'),
    first('getLiveList?siteId=1&page=0'),
    first('getArticles?siteId=1&columnId=8&page=0&articleType=3'),
    call('getArticles?siteId=1&columnId=1&page=0&pageSize=50'),
    call('getLatestPaper?siteId=1'),
    call('discussView?siteId=1&id=10001&page=0'),
  ]);
  const h5 = articles.list.find((item) => item.articleType === 12);
  // the activity a culture article leads to (its routerUrl)
  const culture = await call('getArticles?siteId=1&columnId=51&page=0');
  // the vote a city article leads to (its routerUrl)
  const city = await call('getArticles?siteId=1&columnId=22&page=0');
  const voteRoute = city.list.find((item) => item.routerUrl?.startsWith('/activityVote/')).routerUrl;
  const voteId = /(\d+)\.html$/.exec(voteRoute)[1];
  const activity = await call(
    `activityDetail?siteId=1&fileId=${/activityDetail\/(\d+)/.exec(culture.list.find((item) => item.routerUrl?.startsWith('/activityDetail/')).routerUrl)[1]}`,
  );
  const invite = await memberCall(`getInviteCodeInfo?siteId=1&code=${DEMO_INVITE_CODE}&userid=${DEMO_MEMBER_ID}`);
  const dynamics = await nisCall('getDynamicList?siteId=1&reporterId=1&page=0');
  const moment = await nisCall('getFriendsCircleDetail?siteId=1&id=9001');
  return {
    home: '/home.html',
    login: '/login.html',
    newsDetail: '/newsDetail/1/10001.html',
    imageDetail: `/imageDetail/${images.columnID}/${images.fileId}.html`,
    videoDetail: `/videoDetail/${video.columnID}/${video.fileId}.html`,
    liveDetail: `/liveDetail/${live.fileId}.html`,
    columnDetail: '/columnDetail/4.html',
    columnShare: '/columnShare/2/21.html',
    commentAll: '/commentAll/10001/0.html',
    replyAll: `/replyAll/${comments.list[0].id}.html`,
    moreModules: '/moreModules.html',
    moreLive: '/moreLive.html',
    moreImage: '/moreImage/7.html',
    specDetail: `/specDetail/${topic.fileId}.html`,
    specMore: '/specMore/8.html',
    tagList: '/tagList/3.html',
    subscriptionList: '/subscriptionList.html',
    timeline: `/timeline/${topic.fileId}.html`,
    linkDetail: `/linkDetail/${h5.fileId}.html`,
    onlineStudy: '/onlineStudy/10002.html',
    aboutUs: '/aboutUs.html',
    downloadClient: '/downloadClient.html',
    savedArticles: '/savedArticles.html',
    previewPDF: '/previewPDF.html?id=10002',
    paperSharePage: `/paperSharePage/${paper.date}/${paper.paperId}/A01.html`,
    productDetail: '/productDetail.html?id=2',
    noticeDetail: '/noticeDetail.html?id=1',
    activityDetail: `/activityDetail/${activity.fileId}.html`,
    activityApply: `/activityApply/${activity.fileId}.html`,
    signupdetail: '/signupdetail.html',
    activityVote: voteRoute,
    activityVoteWeb: voteRoute.replace('/activityVote/', '/activityVoteWeb/'),
    // the running vote's first option (the seed numbers options from 1)
    voteItemDetail: `/voteItemDetail/${voteId}/${voteId}/1.html`,
    // the first demo registration of the full activity (20003), as its shop opens it (demoRegistCode(0),
    // platform/src/seed/activities.ts)
    writeOff: '/writeOff/20003/0D73E2409974/MUSEUM-SHOP.html',
    invite: '/invite.html',
    shareinvite: `/shareinvite.html?code=${invite.code}&userid=${invite.member.userid}`,
    invitedToDownload: `/invitedToDownload/${invite.member.userid}/${invite.code}.html`,
    integralShop: '/integralShop.html',
    getUserInfo: '/getUserInfo.html',
    // 澜海发布: the demo account with every list (platform/src/seed/xyAccounts.ts)
    xyDetail: '/xyDetail/1.html',
    xyListShare: '/xyListShare.html',
    // 林海: the demo reporter with dynamics, and the newest of them (platform/src/seed/reporters.ts)
    reporter: '/reporter/1.html',
    dynamicDetail: `/dynamicDetail/${dynamics.list[0].id}.html`,
    // 问吧 and 问政 (platform/src/seed/questions.ts)
    topicDetail: '/topicDetail/1.html',
    askDetail: '/askDetail/4001.html',
    qaDetail: '/qaDetail/3001.html',
    newQaDetail: '/newQaDetail/3002.html',
    // 报料 and 征稿 (platform/src/seed/tipoffs.ts)
    tipoffDetail: '/tipoffDetail/5001.html',
    seekArticleDetail: '/seekArticleDetail/1/6001.html',
    inputArticleDetail: '/inputArticleDetail/6002.html',
    xyRules: '/xyRules.html',
    // 短视频 (platform/src/seed/shortVideos.ts)
    minVideoDetail: '/minVideoDetail/7001.html',
    mvodShare: '/mvodShare/7101.html',
    // 圈子 and 朋友圈 (platform/src/seed/circles.ts)
    circleDetail: '/circleDetail/1.html',
    postDetail: '/postDetail/8025.html',
    friendsCircleDetail: '/friendsCircleDetail/9001.html',
    userDetail: `/userDetail/${moment.userId}.html`,
    // 领导之窗 and 人物 (platform/src/seed/figures.ts)
    LeaderViewList: '/LeaderViewList.html',
    figureDetail: '/figureDetail/1.html',
    personageReports: '/personageReports/1.html',
  };
}
