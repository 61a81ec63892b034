/**
 * Circles: a 城事 article leads to a circle (notices, posts newest and hottest, paged); a post, its
 * author's profile and a moment; a member posts with a picture (a text file renamed .png refused first)
 * and the post opens with it; the circle is shared (object type 18); English circles read in English; a
 * closed circle takes no posts; unknown, deleted, mismatched and malformed ids are the 404 state.
 */
import { DEMO_CIRCLES } from '@/platform/src/seed/circles';
import { expect, isEvent, logIn, newPhone, openFromColumn, platform, PLATFORM_URL, test } from './fixtures';

/** The smallest real PNG (1×1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('圈子 from a 城事 article: notices, posts newest and hottest paged, a post, its author and a moment', async ({
  page,
  open,
}) => {
  await open('/columnDetail/2/21.html');
  await openFromColumn(page, '圈子｜滨江跑团');
  await expect(page).toHaveURL(new RegExp(`/circleDetail/${DEMO_CIRCLES.runners}\\.html$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('滨江跑团');

  const newest = page.getByTestId('circle-posts-1');
  await expect(newest.getByTestId('circle-post')).toHaveCount(20);
  await page.getByTestId('load-more').first().scrollIntoViewIfNeeded();
  await expect(newest.getByTestId('circle-post')).toHaveCount(DEMO_CIRCLES.runnersPosts);
  await page.getByTestId('circle-tab-hot').click();
  const hot = page.getByTestId('circle-posts-2');
  await expect(hot).toBeVisible();
  await expect(hot.getByTestId('circle-post').first()).not.toHaveAttribute('data-id', String(DEMO_CIRCLES.post));

  await page
    .getByTestId('circle-notices')
    .getByRole('link', { name: /本周六夜跑改到青屿码头集合/ })
    .click();
  await expect(page).toHaveURL(/\/noticeDetail\.html\?id=201&circleId=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('本周六夜跑改到青屿码头集合');
  await page.getByTestId('notice-circle').click();
  await expect(page).toHaveURL(new RegExp(`/circleDetail/${DEMO_CIRCLES.runners}\\.html$`));

  const newestPost = page.getByTestId('circle-posts-1').getByTestId('circle-post').first();
  await expect(newestPost).toHaveAttribute('data-id', String(DEMO_CIRCLES.post));
  await newestPost.getByTestId('post-link').click();
  await expect(page).toHaveURL(new RegExp(`/postDetail/${DEMO_CIRCLES.post}\\.html$`));
  await expect(page.getByTestId('post-pictures').locator('img')).toHaveCount(3);
  const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(structured).toMatchObject({ '@type': 'DiscussionForumPosting', isPartOf: { name: '滨江跑团' } });

  await page.getByTestId('post-author').click();
  await expect(page).toHaveURL(/\/userDetail\/\d+\.html$/);
  await expect(page.getByTestId('user-posts').getByTestId('circle-post').first()).toBeVisible();
  // the newest post's author (滨江老王) has two moments, the newest first
  await page.getByTestId('user-moments').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/friendsCircleDetail/${DEMO_CIRCLES.moment}\\.html$`));
  await expect(page.getByTestId('moment-pictures').locator('img')).toHaveCount(2);
  await expect(page.getByTestId('moment-comments').locator('li')).toHaveCount(2);
  await page.getByTestId('moment-author').click();
  await expect(page.getByTestId('user-moments').getByRole('link')).toHaveCount(2);
});

// posts go to the English circle: the other tests read the runners' circle's newest posts
test('a member posts in a circle with a picture; a text file renamed .png is refused first', async ({
  page,
  request,
  open,
  basePath,
}) => {
  await open(`/circleDetail/${DEMO_CIRCLES.english}.html`);
  await page.getByTestId('post-login').getByRole('link').click();
  await expect(page).toHaveURL(/\/login\.html\?from=/);
  await logIn(page, newPhone());
  await expect(page).toHaveURL(new RegExp(`${basePath}/circleDetail/${DEMO_CIRCLES.english}\\.html$`));
  const composer = page.getByTestId('post-composer');
  await composer.getByTestId('post-submit').click();
  await expect(composer.getByTestId('post-problem')).toHaveText('请输入内容');
  await composer.getByTestId('post-file').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('only text, whatever the name says'),
  });
  await expect(composer.getByTestId('post-problem')).toHaveText('仅支持jpg/png/gif/bmp格式的图片');
  await composer.getByTestId('post-file').setInputFiles({ name: 'run.png', mimeType: 'image/png', buffer: PNG });
  await expect(composer.getByTestId('post-picture')).toHaveCount(1);
  const text = `今晚夜跑打卡 ${Date.now() % 100_000}`;
  await composer.getByTestId('post-input').fill(text);
  await composer.getByTestId('post-submit').click();
  await expect(page).toHaveURL(/\/postDetail\/\d+\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
  const picture = page.getByTestId('post-pictures').locator('img');
  await expect(picture).toHaveCount(1);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await page.getByTestId('post-circle').click();
  await expect(page).toHaveURL(new RegExp(`/circleDetail/${DEMO_CIRCLES.english}\\.html$`));
  // the circle's page is cached for everyone: the platform's change notice has it rendered again, so the
  // post is there on the way back, after a reload and for a reader who is not logged in
  const newest = page.getByTestId('circle-posts-1').getByTestId('circle-post').first();
  await expect(newest).toContainText(text);
  await page.reload();
  await expect(newest).toContainText(text);
  const guest = await request.get(`${basePath}/circleDetail/${DEMO_CIRCLES.english}.html`);
  expect(await guest.text()).toContain(text);
});

test('a post’s like, once a reader; its comments, and a member’s comment there at once and after a reload', async ({
  page,
  open,
  request,
  basePath,
}, testInfo) => {
  // a post per project (the root and /m projects run side by side on one platform)
  const id = testInfo.project.name === 'based' ? DEMO_CIRCLES.post - 1 : DEMO_CIRCLES.post;
  const post = await platform<{ praiseCount: number; commentCount: number }>(`getPostDetail?siteId=1&id=${id}`, 'nis');
  await open(`/postDetail/${id}.html`);
  const comments = page.getByTestId('post-comment');
  await expect(comments).toHaveCount(Math.min(20, post.commentCount));
  await expect(page.getByTestId('post-comment-count')).toHaveText(`${post.commentCount}评论`);

  const like = page.getByTestId('post-like');
  await expect(like).toHaveText(`${post.praiseCount}赞`);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(`${post.praiseCount + 1}赞`);
  await like.click();
  await expect(page.getByTestId('toast')).toHaveText('已经赞过了');
  await expect(like).toHaveText(`${post.praiseCount + 1}赞`);

  // a guest is asked to log in, and comes back to the comments
  await page.getByTestId('post-comment-login').getByRole('link').click();
  await logIn(page, newPhone());
  await expect(page).toHaveURL(new RegExp(`${basePath}/postDetail/${id}\\.html#post-comments$`));
  await page.getByTestId('post-comment-send').click();
  await expect(page.getByTestId('post-comment-problem')).toHaveText('请输入内容');
  const words = `同去同去 ${Date.now() % 100_000}`;
  await page.getByTestId('post-comment-input').fill(words);
  const sent: string[] = [];
  page.on('request', (sentRequest) => {
    if (sentRequest.url().includes('/commentPost')) sent.push(sentRequest.url());
  });
  await page.getByTestId('post-comment-send').dblclick();
  await expect(comments.first()).toContainText(words);
  await expect(page.getByTestId('post-comment-input')).toHaveValue('');
  expect(sent).toHaveLength(1);
  await expect(page.getByTestId('post-comments-total')).toContainText(String(post.commentCount + 1));
  // the post's own count beside the like follows the list at once
  await expect(page.getByTestId('post-comment-count')).toHaveText(`${post.commentCount + 1}评论`);
  await page.reload();
  await expect(comments.first()).toContainText(words);
  await expect(page.getByTestId('post-comment-count')).toHaveText(`${post.commentCount + 1}评论`);
  // the platform has no "did I like it" read for posts: this device remembers its like
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  // and everyone else reads it
  const answer = await (await request.get(`${PLATFORM_URL}/nis/getPostComments?siteId=1&postId=${id}&page=0`)).json();
  expect(answer.data.list[0].content).toBe(words);
});

test('English circles; sharing counts for the circle; closed circles take no posts; 404s', async ({ page, open }) => {
  await open(`/circleDetail/${DEMO_CIRCLES.english}.html?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lanhai Expats');
  await expect(page.getByTestId('circle-tab-newest')).toHaveText('Newest');
  await expect(page.getByTestId('post-login')).toContainText('Log in to post in this circle');
  const shared = page.waitForRequest((request) =>
    isEvent(request, { type: 18, id: DEMO_CIRCLES.english, eventType: 2 }),
  );
  await page.getByTestId('circle-share').click();
  await page.getByRole('dialog').getByRole('button').first().click();
  await shared;

  await open(`/circleDetail/${DEMO_CIRCLES.closed}.html?lang=cn`);
  await expect(page.getByTestId('circle-closed')).toHaveText('圈子已关闭，暂不能发帖');
  await expect(page.getByTestId('post-composer')).toHaveCount(0);
  await expect(page.getByTestId('post-login')).toHaveCount(0);

  for (const path of [
    '/circleDetail/999999.html',
    '/circleDetail/abc.html',
    `/postDetail/${DEMO_CIRCLES.deletedPost}.html`,
    '/postDetail/999999.html',
    '/userDetail/999999.html',
    '/friendsCircleDetail/999999.html',
    // the notice is not that circle's
    `/noticeDetail.html?id=${DEMO_CIRCLES.noticeOfRunners}&circleId=${DEMO_CIRCLES.english}`,
  ]) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(404);
  }
});
