/**
 * Circles through the front end's own client: a circle with its notices, its posts new and hot, paged; a
 * post, a notice, a moment and a member's profile; none, deleted, closed and other sites'. Posting with
 * pictures along the {mam} upload path: types by content, size limits, nothing stored of a refused upload
 * or a refused post, 100 concurrent posts stored exactly once each, a post sent twice stored once.
 */
import {
  commentPost,
  createPost,
  fetchCircle,
  fetchCircleNotice,
  fetchCircles,
  fetchMemberProfile,
  fetchMoment,
  fetchPost,
  fetchPostComments,
  fetchPosts,
  fetchUploadResults,
  fetchUploadToken,
  likePost,
  markUploadDone,
  POST_LIST,
  uploadPicture,
} from '@/lib/api/circles';
import { DEMO_CIRCLES } from './seed/circles';
import { memberWithToken, present, readerClient, refusal, setUpTestPlatform } from './testing';

const { platform, runtime } = setUpTestPlatform();
const guest = () => readerClient(runtime(), 'circles-test-device').api;
const member = async () => {
  const { id, token } = await memberWithToken(platform().db);
  return { id, api: readerClient(runtime(), `circles-member-${id}`, token).api };
};
/** The smallest real PNG (1×1), and bytes that only claim to be one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const picture = (bytes: Buffer = PNG, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });
const count = async (table: string) =>
  (await platform().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

it('answers circles with their notices, and the posts of a circle new and hot, 20 a page', async () => {
  const circles = present(await fetchCircles(guest()));
  expect(circles.list.map((circle) => circle.id)).toEqual([1, 2, 3]);
  const runners = present(await fetchCircle(guest(), DEMO_CIRCLES.runners));
  expect(runners).toMatchObject({ name: '滨江跑团', status: 1, postCount: DEMO_CIRCLES.runnersPosts });
  expect(runners.noticeList.map((notice) => notice.id)).toEqual([201, 202]);
  expect(present(await fetchCircle(guest(), DEMO_CIRCLES.closed)).status).toBe(0);

  const first = present(await fetchPosts(guest(), DEMO_CIRCLES.runners, POST_LIST.newest, 0));
  expect(first.list).toHaveLength(20);
  expect(first.hasMore).toBe(true);
  expect(first.list[0]).toMatchObject({ id: DEMO_CIRCLES.post, userName: expect.any(String) });
  expect(first.list[0]!.pics).toHaveLength(3);
  const second = present(await fetchPosts(guest(), DEMO_CIRCLES.runners, POST_LIST.newest, 1));
  expect(second).toMatchObject({ hasMore: false });
  expect(second.list).toHaveLength(5);
  expect(second.list.map((post) => post.id)).not.toContain(DEMO_CIRCLES.deletedPost);
  const hot = present(await fetchPosts(guest(), DEMO_CIRCLES.runners, POST_LIST.hot, 0)).list;
  const score = (post: { praiseCount: number; commentCount: number }) => post.praiseCount + 2 * post.commentCount;
  expect(hot.map(score)).toEqual([...hot.map(score)].sort((a, b) => b - a));
  expect(hot.map((post) => post.id)).not.toEqual(first.list.map((post) => post.id));
  expect(await refusal(fetchPosts(guest(), DEMO_CIRCLES.runners, 3 as typeof POST_LIST.hot, 0))).toMatchObject({
    status: 400,
  });
});

it('answers a post with its circle, a notice, a moment and a member’s profile; nothing for the missing', async () => {
  const post = present(await fetchPost(guest(), DEMO_CIRCLES.post));
  expect(post.circle).toEqual({ id: DEMO_CIRCLES.runners, name: '滨江跑团', status: 1, lang: 'zh' });
  expect(await fetchPost(guest(), DEMO_CIRCLES.deletedPost)).toBe('empty');
  expect(await fetchPost(guest(), 999_999)).toBe('empty');
  const notice = present(await fetchCircleNotice(guest(), DEMO_CIRCLES.noticeOfRunners));
  expect(notice).toMatchObject({ title: '本周六夜跑改到青屿码头集合', circle: { id: DEMO_CIRCLES.runners } });
  const moment = present(await fetchMoment(guest(), DEMO_CIRCLES.moment));
  expect(moment.pics).toHaveLength(2);
  expect(moment.comments).toHaveLength(2);
  const profile = present(await fetchMemberProfile(guest(), moment.userId));
  expect(profile.nickname).toBe(moment.userName);
  expect(profile.moments.map((item) => item.id)).toContain(DEMO_CIRCLES.moment);
  expect(profile.posts.length).toBeGreaterThan(0);
  expect(await fetchMemberProfile(guest(), 999_999)).toBe('empty');
  const otherSite = readerClient({ ...runtime(), siteId: 2 }, 'circles-site-2').api;
  expect(await fetchCircle(otherSite, DEMO_CIRCLES.runners)).toBe('empty');
  expect(await fetchPost(otherSite, DEMO_CIRCLES.post)).toBe('empty');
});

it('posts with a picture along the upload path: token, upload, results, done, post; the picture served', async () => {
  const { api } = await member();
  const { token, maxBytes, types } = present(await fetchUploadToken(api));
  expect(types).toContain('image/png');
  expect(maxBytes).toBe(5 * 1024 * 1024);
  const uploaded = present(await uploadPicture(api, token, picture()));
  expect(present(await fetchUploadResults(api, token, [uploaded.id])).list).toEqual([
    expect.objectContaining({ id: uploaded.id, status: 'uploaded' }),
  ]);
  // not done yet: no post may take it
  const requestId = `post-${Date.now()}`;
  const early = await refusal(
    createPost(api, { circleId: DEMO_CIRCLES.runners, content: '还没确认的图', pics: [uploaded.id], requestId }),
  );
  expect(early).toEqual({ status: 400, message: '图片无效，请重新上传' });
  present(await markUploadDone(api, token, uploaded.id));
  const before = present(await fetchCircle(guest(), DEMO_CIRCLES.runners)).postCount;
  const created = present(
    await createPost(api, { circleId: DEMO_CIRCLES.runners, content: '带图的新帖', pics: [uploaded.id], requestId }),
  );
  const post = present(await fetchPost(guest(), created.id));
  expect(post).toMatchObject({ content: '带图的新帖', pics: [uploaded.url] });
  expect(present(await fetchCircle(guest(), DEMO_CIRCLES.runners)).postCount).toBe(before + 1);
  const served = await fetch(uploaded.url.replace('http://platform.test', platform().url!));
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  // the same composition sent again is the same post; the picture cannot go to a second post
  expect(
    present(
      await createPost(api, { circleId: DEMO_CIRCLES.runners, content: '带图的新帖', pics: [uploaded.id], requestId }),
    ),
  ).toEqual({ id: created.id, repeated: true });
  expect(
    await refusal(
      createPost(api, {
        circleId: DEMO_CIRCLES.runners,
        content: '再用一次',
        pics: [uploaded.id],
        requestId: `${requestId}-2`,
      }),
    ),
  ).toMatchObject({ message: '图片无效，请重新上传' });
});

it('refuses wrong types by content, oversize files, bad tokens and others’ pictures, storing nothing', async () => {
  const { api } = await member();
  const { token } = present(await fetchUploadToken(api));
  const assets = await count('media_assets');
  expect(await refusal(uploadPicture(api, token, picture(Buffer.from('not a picture at all'), 'image/png')))).toEqual({
    status: 415,
    message: '仅支持jpg/png/gif/bmp格式的图片',
  });
  const oversize = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
  expect(await refusal(uploadPicture(api, token, picture(oversize)))).toMatchObject({ status: 413 });
  expect(await refusal(uploadPicture(api, 'f'.repeat(48), picture()))).toMatchObject({ status: 401 });
  expect(await refusal(fetchUploadToken(guest()))).toMatchObject({ status: 401 });
  expect(await count('media_assets')).toBe(assets);

  // another member's picture: the post is refused and nothing of it stored
  const other = await member();
  const otherToken = present(await fetchUploadToken(other.api)).token;
  const theirs = present(await uploadPicture(other.api, otherToken, picture()));
  present(await markUploadDone(other.api, otherToken, theirs.id));
  const posts = await count('circle_posts');
  expect(
    await refusal(
      createPost(api, {
        circleId: DEMO_CIRCLES.runners,
        content: '借别人的图',
        pics: [theirs.id],
        requestId: 'borrowed-1',
      }),
    ),
  ).toMatchObject({ status: 400 });
  expect(await count('circle_posts')).toBe(posts);
  const post = (content: string, circleId: number = DEMO_CIRCLES.runners) =>
    refusal(createPost(api, { circleId, content, pics: [], requestId: `refused-${content.length}-${circleId}` }));
  expect(await post('   ')).toEqual({ status: 400, message: '请输入内容' });
  expect(await post('x'.repeat(1001))).toMatchObject({ status: 400 });
  expect(await post('关闭的圈子', DEMO_CIRCLES.closed)).toEqual({ status: 403, message: '圈子已关闭，暂不能发帖' });
  expect(await post('没有的圈子', 999)).toMatchObject({ status: 404 });
  expect(
    await refusal(
      createPost(guest(), { circleId: DEMO_CIRCLES.runners, content: '游客', pics: [], requestId: 'guest-1' }),
    ),
  ).toMatchObject({ status: 401 });
  expect(await count('circle_posts')).toBe(posts);
});

it('stores 100 concurrent posts to one circle exactly once each, and a post sent 10 times at once once', async () => {
  const { id, api } = await member();
  const before = present(await fetchCircle(guest(), DEMO_CIRCLES.english)).postCount;
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, index) =>
      createPost(api, {
        circleId: DEMO_CIRCLES.english,
        content: `post ${index}`,
        pics: [],
        requestId: `burst-post-${index}`,
      }),
    ),
  );
  expect(new Set(answers.map((answer) => present(answer).id)).size).toBe(100);
  const repeated = await Promise.all(
    Array.from({ length: 10 }, () =>
      createPost(api, { circleId: DEMO_CIRCLES.english, content: 'once', pics: [], requestId: 'the-same-post' }),
    ),
  );
  expect(new Set(repeated.map((answer) => present(answer).id)).size).toBe(1);
  expect(present(await fetchCircle(guest(), DEMO_CIRCLES.english)).postCount).toBe(before + 101);
  const [stored] = await platform().db.query<{ n: number; texts: number }>(
    'SELECT count(*)::int AS n, count(DISTINCT content)::int AS texts FROM circle_posts WHERE member_id = $1',
    [id],
  );
  expect(stored).toEqual({ n: 101, texts: 101 });
});

it('answers a post’s comments as many as its count, newest first; a member comments once per composition', async () => {
  const post = present(await fetchPost(guest(), DEMO_CIRCLES.post));
  const first = present(await fetchPostComments(guest(), DEMO_CIRCLES.post, 0));
  expect(first.totalCount).toBe(post.commentCount);
  expect(first.list.length).toBe(Math.min(20, post.commentCount));
  const times = first.list.map((comment) => comment.createTime);
  expect(times).toEqual([...times].sort().reverse());
  expect(first.list.every((comment) => comment.createTime >= post.publishTime && comment.userName)).toBe(true);

  expect(
    await refusal(commentPost(guest(), { postId: post.id, content: '路过', requestId: 'guest-0001' })),
  ).toMatchObject({ status: 401 });
  const { api } = await member();
  expect(await refusal(commentPost(api, { postId: post.id, content: '  ', requestId: 'empty-0001' }))).toMatchObject({
    message: '请输入内容',
  });
  // a double tap: the same composition sent twice at once is one comment
  const [once, twice] = await Promise.all([
    commentPost(api, { postId: post.id, content: '明早六点江边见', requestId: 'double-tap-0001' }),
    commentPost(api, { postId: post.id, content: '明早六点江边见', requestId: 'double-tap-0001' }),
  ]);
  expect(present(once).id).toBe(present(twice).id);
  const after = present(await fetchPostComments(guest(), DEMO_CIRCLES.post, 0));
  expect(after.totalCount).toBe(post.commentCount + 1);
  expect(after.list[0]).toMatchObject({ content: '明早六点江边见' });
  expect(present(await fetchPost(guest(), DEMO_CIRCLES.post)).commentCount).toBe(post.commentCount + 1);
  expect(
    await refusal(commentPost(api, { postId: DEMO_CIRCLES.deletedPost, content: '还在吗', requestId: 'deleted-0001' })),
  ).toMatchObject({ status: 404 });
});

it('counts a post’s like once per reader', async () => {
  const before = present(await fetchPost(guest(), DEMO_CIRCLES.englishPost)).praiseCount;
  const liked = present(await likePost(guest(), DEMO_CIRCLES.englishPost));
  expect(liked).toEqual({ praiseCount: before + 1, counted: true });
  expect(present(await likePost(guest(), DEMO_CIRCLES.englishPost))).toEqual({
    praiseCount: before + 1,
    counted: false,
  });
  const { api } = await member();
  expect(present(await likePost(api, DEMO_CIRCLES.englishPost)).praiseCount).toBe(before + 2);
});
