/**
 * Taking part, end to end through the front end's own clients: phone login with the image and SMS codes,
 * comments (validation, review, replies, delete, report), pictures checked by their bytes, likes counted
 * once per reader under concurrency, favourites and topic subscriptions, an expired login, and a comment
 * that survives a restart of the platform.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { isEmpty } from '@/lib/api/answer';
import { fetchComments, fetchReplies } from '@/lib/api/comments';
import { getUserInfo, loginByPassword, loginByPhone, logout, sendVerifyCode, SsoError } from '@/lib/api/members';
import type { PhoneLogin } from '@/lib/schemas/member';
import { fetchConfig } from '@/lib/api/content';
import { participationCalls, postComment, praiseCall, uploadCommentImage } from '@/lib/api/participation';
import { flagsFromConfig } from '@/lib/api/protocol';
import { ssoHeaders } from '@/lib/crypto/ssoSign';
import { readRuntimeConfig, type RuntimeConfig } from '@/lib/env';
import { startPlatform } from './platform';
import { readSettings } from './settings';
import { encodeJpeg } from './seed/images';
import { readerClient, refusal, startTestPlatform, TEST_MEDIA_DIR, type TestPlatform } from './testing';

let platform: TestPlatform;
let runtime: RuntimeConfig;
const ARTICLE = 10001;

beforeAll(async () => {
  platform = await startTestPlatform();
  runtime = readRuntimeConfig({ PLATFORM_URL: await platform.listen() });
  await setAuditType(0);
});

afterAll(async () => {
  await platform?.close();
});

async function setAuditType(value: number) {
  await platform.db.query(
    `UPDATE site_config SET config = jsonb_set(config, '{siteConfig,discuss,auditType}', to_jsonb($1::int)) WHERE site_id = 1`,
    [value],
  );
}

/** A reader's client: its own device and session (tokens), the same protocol as the browser's. */
function reader(device = `dev-${randomBytes(4).toString('hex')}`) {
  return readerClient(runtime, device);
}

async function imageCode(key: string): Promise<string> {
  const response = await fetch(`${runtime.bases.sso}/getImageVerifyCode?siteId=1&key=${key}`);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  const [row] = await platform.db.query<{ answer: string }>('SELECT answer FROM image_codes WHERE key = $1', [key]);
  return row!.answer;
}

async function smsCode(phone: string): Promise<string> {
  const [row] = await platform.db.query<{ code: string }>(
    'SELECT code FROM sms_codes WHERE phone = $1 ORDER BY id DESC LIMIT 1',
    [phone],
  );
  return row!.code;
}

async function register(phone: string, device: string, password = 'secret-123'): Promise<PhoneLogin> {
  const key = `key-${randomBytes(6).toString('hex')}`;
  const sent = await sendVerifyCode(runtime, { phone, imageCode: await imageCode(key), imageKey: key, devid: device });
  expect(sent.registered).toBe(false);
  return loginByPhone(runtime, { phone, code: await smsCode(phone), password, confirm: password, devid: device });
}

async function member(phone: string) {
  const r = reader();
  const login = await register(phone, r.device);
  r.session.set('accessToken', login.accessToken, Date.now() + 3_600_000);
  return { ...r, login };
}

describe('phone login', () => {
  it('asks for each field with the spec prompts, checks both codes, binds a password and logs in again by it', async () => {
    const device = 'dev-login-1';
    const phone = '13800000001';
    await expect(
      sendVerifyCode(runtime, { phone: '', imageCode: '1', imageKey: 'k'.repeat(8), devid: device }),
    ).rejects.toThrow('请输入手机号');
    await expect(
      sendVerifyCode(runtime, { phone: '12345', imageCode: '1', imageKey: 'k'.repeat(8), devid: device }),
    ).rejects.toThrow('手机号格式不正确');
    const key = 'key-login-1';
    const answer = await imageCode(key);
    await expect(
      sendVerifyCode(runtime, { phone, imageCode: answer === '0000' ? '1111' : '0000', imageKey: key, devid: device }),
    ).rejects.toThrow('图形验证码错误或已过期');
    // the image code is spent by a wrong guess: a new picture is needed
    await expect(sendVerifyCode(runtime, { phone, imageCode: answer, imageKey: key, devid: device })).rejects.toThrow(
      '图形验证码错误',
    );
    const key2 = 'key-login-2';
    await sendVerifyCode(runtime, { phone, imageCode: await imageCode(key2), imageKey: key2, devid: device });
    const code = await smsCode(phone);
    await expect(loginByPhone(runtime, { phone, code, devid: device })).rejects.toThrow('请输入密码');
    await expect(loginByPhone(runtime, { phone, code, password: 'secret-1', devid: device })).rejects.toThrow(
      '请确认密码',
    );
    await expect(
      loginByPhone(runtime, { phone, code, password: 'secret-1', confirm: 'secret-2', devid: device }),
    ).rejects.toThrow('两次输入的密码不一致');
    await expect(
      loginByPhone(runtime, {
        phone,
        code: code === '000000' ? '111111' : '000000',
        password: 'secret-1',
        confirm: 'secret-1',
        devid: device,
      }),
    ).rejects.toThrow('验证码错误');
    const login = await loginByPhone(runtime, {
      phone,
      code,
      password: 'secret-1',
      confirm: 'secret-1',
      devid: device,
    });
    expect(login).toMatchObject({ id: expect.any(Number), nickname: '读者0001', phone: '138****0001' });
    // the code is single-use
    await expect(loginByPhone(runtime, { phone, code, devid: device })).rejects.toThrow('验证码错误');
    const [stored] = await platform.db.query<{ password_hash: string; password_salt: string }>(
      'SELECT password_hash, password_salt FROM members WHERE phone = $1',
      [phone],
    );
    expect(stored!.password_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.password_hash).not.toContain('secret');
    expect(stored!.password_salt).toMatch(/^[0-9a-f]{32}$/);
    await expect(loginByPassword(runtime, { phone, password: 'wrong-pass', devid: device })).rejects.toThrow(
      '手机号或密码错误',
    );
    const again = await loginByPassword(runtime, { phone, password: 'secret-1', devid: device });
    expect(again.id).toBe(login.id);
    expect(await getUserInfo(runtime, again.accessToken)).toMatchObject({ id: login.id, phone: '138****0001' });
    await logout(runtime, again.accessToken, device);
    await expect(getUserInfo(runtime, again.accessToken)).rejects.toBeInstanceOf(SsoError);
  });

  /** A password login from `address`; without a devid, the form names none and the header a new one. */
  async function passwordFrom(phone: string, password: string, devid: string, address: string, extra = {}) {
    const form: Record<string, string> = { phone, password, ...(devid ? { devid } : {}), ...extra };
    const headers = ssoHeaders(
      {
        devid: devid || randomBytes(6).toString('hex'),
        random: randomBytes(4).toString('hex'),
        timestamp: String(Date.now()),
        token: '',
      },
      form,
      Object.keys(form),
    );
    const response = await platform.app.inject({
      method: 'POST',
      url: '/sso-app/api/loginByPassword?siteId=1',
      remoteAddress: address,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    return response.json() as { code: number; msg: string; value?: { userid: number } };
  }

  it('locks the guesser, not the owner: a device, then an address; the right password works elsewhere', async () => {
    const phone = '13800000031';
    await register(phone, 'dev-owner', 'secret-1');
    const attacker = '203.0.113.20';
    // five wrong ones at once from one device (concurrent guesses count too): that device is locked out
    const wrong = await Promise.all(
      Array.from({ length: 5 }, (_, n) => passwordFrom(phone, `wrong-${n}`, 'dev-attacker', attacker)),
    );
    expect(wrong.map((answer) => answer.msg)).toEqual(Array(5).fill('手机号或密码错误'));
    for (let n = 0; n < 3; n++)
      expect((await passwordFrom(phone, 'secret-1', 'dev-attacker', attacker)).msg).toBe(
        '密码错误次数过多，请15分钟后再试',
      );
    // the owner's right password from their own device, and from another device of the same address
    expect((await passwordFrom(phone, 'secret-1', 'dev-owner', '198.51.100.20')).code).toBe(1);
    expect((await passwordFrom(phone, 'secret-1', 'dev-other', attacker)).code).toBe(1);
    // the refused tries did not lengthen the lock: once the window has passed the device may try again
    await platform.db.query(
      "UPDATE login_failures SET failed_at = now() - interval '16 minutes' WHERE subject LIKE $1",
      [`%dev-attacker%`],
    );
    expect((await passwordFrom(phone, 'secret-1', 'dev-attacker', attacker)).code).toBe(1);

    // a new device for every guess: the address meets its limit on the account; another address does not
    for (let n = 0; n < 10; n++)
      expect((await passwordFrom(phone, 'wrong', `dev-rotating-${n}`, attacker)).msg).toBe('手机号或密码错误');
    expect((await passwordFrom(phone, 'secret-1', 'dev-rotating-new', attacker)).msg).toBe(
      '密码错误次数过多，请15分钟后再试',
    );
    expect((await passwordFrom(phone, 'secret-1', 'dev-owner', '198.51.100.20')).code).toBe(1);
    // no devid: the address still counts
    for (let n = 0; n < 10; n++) await passwordFrom(phone, 'wrong', '', '203.0.113.21');
    expect((await passwordFrom(phone, 'secret-1', '', '203.0.113.21')).msg).toBe('密码错误次数过多，请15分钟后再试');
  });

  it('holds one device and one address trying many accounts; an account guessed from everywhere asks for the image code', async () => {
    for (let n = 0; n < 20; n++)
      expect(
        (await passwordFrom(`139000000${String(n).padStart(2, '0')}`, 'x'.repeat(8), 'dev-stuffing', '203.0.113.30'))
          .msg,
      ).toBe('手机号或密码错误');
    expect((await passwordFrom('13900000099', 'x'.repeat(8), 'dev-stuffing', '198.51.100.30')).msg).toBe(
      '密码错误次数过多，请15分钟后再试',
    );
    const phone = '13800000033';
    await register(phone, 'dev-owner-2', 'secret-2');
    // 51 addresses, one wrong guess each: the account now asks every password login for the picture's code
    for (let n = 0; n < 51; n++) await passwordFrom(phone, 'wrong', `dev-spread-${n}`, `192.0.2.${n + 1}`);
    expect((await passwordFrom(phone, 'secret-2', 'dev-owner-2', '198.51.100.31')).msg).toBe('请输入图形验证码');
    const key = `key-${randomBytes(6).toString('hex')}`;
    const answer = await imageCode(key);
    expect(
      (await passwordFrom(phone, 'secret-2', 'dev-owner-2', '198.51.100.31', { imageKey: key, imageCode: answer }))
        .code,
    ).toBe(1);
  });

  it('refuses an unsigned login and a second code within a minute', async () => {
    const response = await fetch(`${runtime.bases.sso}/loginByPassword?siteId=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'phone=13800000001&password=secret-1',
    });
    expect(response.status).toBe(401);
    const phone = '13800000002';
    await register(phone, 'dev-login-2');
    const key = 'key-login-3';
    await expect(
      sendVerifyCode(runtime, { phone, imageCode: await imageCode(key), imageKey: key, devid: 'dev-login-2' }),
    ).rejects.toThrow('60秒后再试');
  });
});

describe('comments', () => {
  it('needs a login, refuses empty, 10,000-character and missing-article comments, keeps script text as text', async () => {
    const anonymous = reader();
    expect(await refusal(postComment(anonymous.api, { articleId: ARTICLE, content: 'hi' }))).toEqual({
      message: '请登录后评论',
      status: 401,
    });
    const writer = await member('13800000003');
    const before = await platform.db.query('SELECT id FROM comments');
    expect(await refusal(postComment(writer.api, { articleId: ARTICLE, content: '   ' }))).toMatchObject({
      message: '请输入内容',
    });
    expect(await refusal(postComment(writer.api, { articleId: ARTICLE, content: '长'.repeat(5_000) }))).toMatchObject({
      message: '评论不能超过1000字',
    });
    // a body past what any comment needs is refused before it is read
    expect(await refusal(postComment(writer.api, { articleId: ARTICLE, content: '长'.repeat(10_000) }))).toMatchObject({
      message: 'body too large',
    });
    expect(await refusal(postComment(writer.api, { articleId: 99999, content: 'hello' }))).toMatchObject({
      message: '稿件不存在',
      status: 404,
    });
    expect(await platform.db.query('SELECT id FROM comments')).toHaveLength(before.length);

    const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const posted = await postComment(writer.api, { articleId: ARTICLE, content: script });
    if (isEmpty(posted)) throw new Error('empty');
    expect(posted).toMatchObject({ content: script, authorName: '读者0003', status: 1, parentId: 0 });
    const emoji = await postComment(writer.api, { articleId: ARTICLE, content: '👍🎉😀' });
    expect(!isEmpty(emoji) && emoji.content).toBe('👍🎉😀');
    // newest first, at the top of the list
    const page = await fetchComments(anonymous.api, ARTICLE, 0);
    if (isEmpty(page)) throw new Error('empty');
    const unpinned = page.list.filter((comment) => !comment.pinned);
    expect(unpinned.slice(0, 2).map((comment) => comment.content)).toEqual(['👍🎉😀', script]);
  });

  it('replies go under their parent; review hides a comment from others but not its author; audit type 2 closes', async () => {
    const writer = await member('13800000004');
    const parent = await postComment(writer.api, { articleId: ARTICLE, content: 'parent' });
    if (isEmpty(parent)) throw new Error('empty');
    const reply = await postComment(writer.api, { articleId: ARTICLE, parentId: parent.id, content: 'a reply' });
    expect(!isEmpty(reply) && reply.rootId).toBe(parent.id);
    const replies = await fetchReplies(writer.api, parent.id, 0);
    expect(!isEmpty(replies) && replies.list.map((item) => item.content)).toEqual(['a reply']);
    expect(
      await refusal(postComment(writer.api, { articleId: ARTICLE, parentId: 999999, content: 'x' })),
    ).toMatchObject({ status: 404 });

    await setAuditType(1);
    try {
      const pending = await postComment(writer.api, { articleId: ARTICLE, content: 'waiting for review' });
      expect(!isEmpty(pending) && pending.status).toBe(0);
      const page = await fetchComments(reader().api, ARTICLE, 0);
      expect(!isEmpty(page) && page.list.map((item) => item.content)).not.toContain('waiting for review');
      const state = await writer.api.call(participationCalls.getArticleUserState, { articleId: ARTICLE });
      expect(!isEmpty(state) && state.pendingComments.map((item) => item.content)).toContain('waiting for review');
      await setAuditType(2);
      expect(await refusal(postComment(writer.api, { articleId: ARTICLE, content: 'closed' }))).toMatchObject({
        status: 403,
      });
    } finally {
      await setAuditType(0);
    }
  });

  it('deletes only my own comment; a report needs a member and a reason, and counts once', async () => {
    const author = await member('13800000005');
    const other = await member('13800000006');
    const mine = await postComment(author.api, { articleId: ARTICLE, content: 'mine' });
    if (isEmpty(mine)) throw new Error('empty');
    expect(await refusal(other.api.call(participationCalls.delMyDiscuss, { id: mine.id }))).toMatchObject({
      status: 404,
    });
    // a reason is one of the known ones; the same reader's second report is refused
    expect(await refusal(other.api.call(participationCalls.expose, { id: mine.id }))).toMatchObject({
      message: '请选择举报原因',
    });
    await other.api.call(participationCalls.expose, { id: mine.id, reason: 'spam' });
    expect(await refusal(other.api.call(participationCalls.expose, { id: mine.id, reason: 'abuse' }))).toMatchObject({
      message: '已经举报过了',
    });
    expect(await refusal(reader().api.call(participationCalls.expose, { id: mine.id, reason: 'spam' }))).toMatchObject({
      message: '请登录后举报',
    });
    await author.api.call(participationCalls.delMyDiscuss, { id: mine.id });
    const page = await fetchComments(reader().api, ARTICLE, 0);
    expect(!isEmpty(page) && page.list.map((item) => item.id)).not.toContain(mine.id);
  });
});

describe('comment pictures', () => {
  const jpeg = () => new Uint8Array(encodeJpeg(new Uint8Array(16 * 16 * 4).fill(200), 16, 16));

  it('takes a real picture and serves it back; refuses a renamed text file and an oversize file', async () => {
    const writer = await member('13800000007');
    const uploaded = await uploadCommentImage(writer.api, new File([jpeg()], 'photo.jpg', { type: 'image/jpeg' }));
    if (isEmpty(uploaded)) throw new Error('empty');
    const served = await fetch(uploaded.url.replace('http://platform.test', platform.url!));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(jpeg()))).toBe(true);
    const posted = await postComment(writer.api, {
      articleId: ARTICLE,
      content: 'with a picture',
      pics: [uploaded.url],
    });
    expect(!isEmpty(posted) && posted.pictures).toEqual([uploaded.url]);
    expect(
      await refusal(
        postComment(writer.api, { articleId: ARTICLE, content: 'x', pics: ['https://evil.example/a.jpg'] }),
      ),
    ).toMatchObject({ status: 400 });
    // only the poster's own uploads: not another reader's, not one that does not exist
    const other = await member('13800000032');
    for (const pic of [uploaded.url, uploaded.url.replace(/[0-9a-f]{32}/, 'f'.repeat(32))])
      expect(
        await refusal(postComment(other.api, { articleId: ARTICLE, content: 'not mine', pics: [pic] })),
      ).toMatchObject({ status: 400, message: '图片无效' });

    const renamed = new File(['just some text, not a picture'], 'notes.jpg', { type: 'image/jpeg' });
    expect(await refusal(uploadCommentImage(writer.api, renamed))).toEqual({
      message: '系统仅支持jpg/jpeg/png/gif/bmp格式的照片！',
      status: 415,
    });
    const huge = new Uint8Array(5 * 1024 * 1024 + 10);
    huge.set(jpeg().subarray(0, 3));
    expect(await refusal(uploadCommentImage(writer.api, new File([huge], 'big.jpg')))).toMatchObject({ status: 413 });
    expect(await refusal(uploadCommentImage(reader().api, new File([jpeg()], 'a.jpg')))).toMatchObject({ status: 401 });
  });
  it('guards uploads as every call: sign4 over the fields from version 3, signed headers under xyAuth 2', async () => {
    const setFlag = (path: string, value: number) =>
      platform.db.query(
        `UPDATE site_config SET config = jsonb_set(config, $1::text[], to_jsonb($2::int)) WHERE site_id = 1`,
        [`{xyApi,${path}}`, value],
      );
    // the fields alone, as a hand-made request would send them (no sign4, no signed headers)
    const bare = (token: string) => {
      const form = new FormData();
      form.append('siteId', '1');
      form.append('file', new File([jpeg()], 'bare.jpg', { type: 'image/jpeg' }));
      return fetch(`${runtime.bases.base}/uploadImage`, { method: 'POST', body: form, headers: { token } }).then(
        (response) => response.json() as Promise<{ status: number }>,
      );
    };
    // a member's client that reads the site config and signs as it says, as the browser's does
    const configured = (device: string, accessToken: string) =>
      readerClient(runtime, device, accessToken, async () => {
        const config = await fetchConfig(reader().api);
        return isEmpty(config) ? undefined : flagsFromConfig(config);
      }).api;
    try {
      await setFlag('curVersions', 3);
      const writer = await member('13800000017');
      expect((await bare(writer.login.accessToken)).status).toBe(-2);
      const signed = await uploadCommentImage(
        configured(writer.device, writer.login.accessToken),
        new File([jpeg()], 'v3.jpg', { type: 'image/jpeg' }),
      );
      expect(!isEmpty(signed) && signed.url).toMatch(/\/app_if\/upload\/[0-9a-f]{32}\.jpg$/);
      await setFlag('curVersions', 2);
      await setFlag('xyAuth', 2);
      expect((await bare(writer.login.accessToken)).status).toBe(1004);
      const viaHeaders = await uploadCommentImage(
        configured(writer.device, writer.login.accessToken),
        new File([jpeg()], 'auth.jpg', { type: 'image/jpeg' }),
      );
      expect(!isEmpty(viaHeaders) && viaHeaders.url).toMatch(/\.jpg$/);
    } finally {
      await setFlag('curVersions', 2);
      await setFlag('xyAuth', 0);
    }
  });
});

describe('likes, favourites, topics', () => {
  it('counts 60 concurrent likes from distinct readers exactly once each; a repeat is refused; cancel takes one back', async () => {
    const [{ count_praise: before }] = (await platform.db.query<{ count_praise: number }>(
      'SELECT count_praise FROM articles WHERE id = $1',
      [ARTICLE],
    )) as [{ count_praise: number }];
    const readers = Array.from({ length: 60 }, () => reader());
    // each reader taps twice at once: one of the two is counted
    const results = await Promise.allSettled(
      readers.flatMap((r) => [
        praiseCall(r.api, { kind: 'article', id: ARTICLE }, true),
        praiseCall(r.api, { kind: 'article', id: ARTICLE }, true),
      ]),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(60);
    const repeated = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(repeated.reason.reason).toBe('请不要重复点赞');
    const [{ count_praise: after }] = (await platform.db.query<{ count_praise: number }>(
      'SELECT count_praise FROM articles WHERE id = $1',
      [ARTICLE],
    )) as [{ count_praise: number }];
    expect(after).toBe(before + 60);
    const cancelled = await praiseCall(readers[0]!.api, { kind: 'article', id: ARTICLE }, false);
    expect(!isEmpty(cancelled) && cancelled.likeCount).toBe(before + 59);
    const state = await readers[1]!.api.call(participationCalls.getArticleUserState, { articleId: ARTICLE });
    expect(!isEmpty(state) && state.liked).toBe(true);
  });

  it('likes a comment; a like on a missing comment is refused', async () => {
    const r = reader();
    const [comment] = await platform.db.query<{ id: number; count_praise: number }>(
      'SELECT id, count_praise FROM comments WHERE article_id = $1 AND status = 1 LIMIT 1',
      [ARTICLE],
    );
    const liked = await praiseCall(r.api, { kind: 'comment', id: comment!.id }, true);
    expect(!isEmpty(liked) && liked.likeCount).toBe(comment!.count_praise + 1);
    const state = await r.api.call(participationCalls.getArticleUserState, { articleId: ARTICLE });
    expect(!isEmpty(state) && state.likedComments).toContain(comment!.id);
    expect(await refusal(praiseCall(r.api, { kind: 'comment', id: 999999 }, true))).toMatchObject({ status: 404 });
  });

  it('favourites and subscribes for members only, idempotently', async () => {
    expect(await refusal(reader().api.call(participationCalls.fav, { articleId: ARTICLE }))).toMatchObject({
      status: 401,
    });
    const m = await member('13800000008');
    const first = await m.api.call(participationCalls.fav, { articleId: ARTICLE });
    const second = await m.api.call(participationCalls.fav, { articleId: ARTICLE });
    if (isEmpty(first) || isEmpty(second)) throw new Error('empty');
    expect([first.changed, second.changed, second.count]).toEqual([true, false, first.count]);
    const state = await m.api.call(participationCalls.getArticleUserState, { articleId: ARTICLE });
    expect(!isEmpty(state) && state.favourite).toBe(true);
    const cancel = await m.api.call(participationCalls.favCancel, { articleId: ARTICLE });
    expect(!isEmpty(cancel) && cancel.count).toBe(first.count - 1);
    expect(await refusal(m.api.call(participationCalls.fav, { articleId: 99999 }))).toMatchObject({ status: 404 });

    const [topic] = await platform.db.query<{ id: number }>(
      'SELECT id FROM articles WHERE site_id = 1 AND article_type = 3 AND a_status = 1 LIMIT 1',
    );
    expect(await refusal(m.api.call(participationCalls.subscribeTopic, { topicId: ARTICLE }))).toMatchObject({
      status: 404,
    });
    const sub = await m.api.call(participationCalls.subscribeTopic, { topicId: topic!.id });
    expect(!isEmpty(sub) && sub.count).toBe(1);
    const topicState = await m.api.call(participationCalls.getTopicUserState, { topicId: topic!.id });
    expect(!isEmpty(topicState) && topicState.subscribed).toBe(true);
    await m.api.call(participationCalls.cancelSubscribeTopic, { topicId: topic!.id });
    const after = await m.api.call(participationCalls.getTopicUserState, { topicId: topic!.id });
    expect(!isEmpty(after) && [after.subscribed, after.subscriberCount]).toEqual([false, 0]);
  });

  it('an expired login answers 10102 and the client forgets the token', async () => {
    const m = await member('13800000009');
    await platform.db.query(`UPDATE security_tokens SET expires_at = now() - interval '1 minute' WHERE token = $1`, [
      m.login.accessToken,
    ]);
    expect(await refusal(postComment(m.api, { articleId: ARTICLE, content: 'late' }))).toMatchObject({ status: 10102 });
    expect(m.session.get('accessToken')).toBeUndefined();
  });
});

describe('persistence', () => {
  it('a comment and a like survive a restart of the platform', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'platform-restart-'));
    const env = {
      ...process.env,
      PLATFORM_PORT: '0',
      PLATFORM_LOG: '0',
      PLATFORM_SMS_LOG: '0',
      PLATFORM_DATA_DIR: dataDir,
      PLATFORM_MEDIA_DIR: TEST_MEDIA_DIR,
      DATABASE_SCHEMA: process.env.DATABASE_URL ? `test_restart_${randomBytes(4).toString('hex')}` : undefined,
    };
    let running = await startPlatform(readSettings(env));
    try {
      const previous = runtime;
      runtime = readRuntimeConfig({ PLATFORM_URL: running.url });
      await running.db.query(
        `UPDATE site_config SET config = jsonb_set(config, '{siteConfig,discuss,auditType}', '0'::jsonb) WHERE site_id = 1`,
      );
      const writer = await memberOn(running.db, '13800000010');
      const posted = await postComment(writer.api, { articleId: ARTICLE, content: 'still here after a restart' });
      if (isEmpty(posted)) throw new Error('empty');
      await praiseCall(writer.api, { kind: 'comment', id: posted.id }, true);
      await running.close();
      running = await startPlatform(readSettings(env));
      runtime = readRuntimeConfig({ PLATFORM_URL: running.url });
      const page = await fetchComments(reader().api, ARTICLE, 0);
      const found = !isEmpty(page) ? page.list.find((item) => item.id === posted.id) : undefined;
      expect(found).toMatchObject({ content: 'still here after a restart', likeCount: 1 });
      runtime = previous;
    } finally {
      if (running.db.engine === 'postgres') await running.db.exec(`DROP SCHEMA IF EXISTS ${running.db.schema} CASCADE`);
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** Registers a member on another platform (the restart test's), reading codes from that database. */
async function memberOn(db: { query: TestPlatform['db']['query'] }, phone: string) {
  const r = reader();
  const key = `key-${randomBytes(6).toString('hex')}`;
  await fetch(`${runtime.bases.sso}/getImageVerifyCode?siteId=1&key=${key}`);
  const [image] = await db.query<{ answer: string }>('SELECT answer FROM image_codes WHERE key = $1', [key]);
  await sendVerifyCode(runtime, { phone, imageCode: image!.answer, imageKey: key, devid: r.device });
  const [sms] = await db.query<{ code: string }>('SELECT code FROM sms_codes WHERE phone = $1 ORDER BY id DESC', [
    phone,
  ]);
  const login = await loginByPhone(runtime, {
    phone,
    code: sms!.code,
    password: 'secret-1',
    confirm: 'secret-1',
    devid: r.device,
  });
  r.session.set('accessToken', login.accessToken, Date.now() + 3_600_000);
  return r;
}

describe('views and shares', () => {
  it('a share (event type 2) and a view (3) are counted on the article; a missing article is refused', async () => {
    const r = reader();
    const before = (
      await platform.db.query<{ count_share: number; count_click: number }>(
        'SELECT count_share, count_click FROM articles WHERE id = $1',
        [ARTICLE],
      )
    )[0]!;
    await r.api.call(participationCalls.event, { id: ARTICLE, type: 0, eventType: 2, channel: 3 });
    await r.api.call(participationCalls.event, { id: ARTICLE, type: 0, eventType: 3, channel: 1 });
    const after = (
      await platform.db.query<{ count_share: number; count_click: number }>(
        'SELECT count_share, count_click FROM articles WHERE id = $1',
        [ARTICLE],
      )
    )[0]!;
    expect([after.count_share - before.count_share, after.count_click - before.count_click]).toEqual([1, 1]);
    expect(await refusal(r.api.call(participationCalls.event, { id: 99999, type: 0, eventType: 2 }))).toMatchObject({
      status: 404,
    });
  });
});
