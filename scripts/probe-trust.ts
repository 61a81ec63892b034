/**
 * What an attacker still gets through (npm run probe:trust): the reproductions of what the platform
 * once took on the client's word, each tried many times against a platform of its own (PGlite in memory,
 * or DATABASE_URL), from an address that is not a front end's. Prints a row a family: tried, refused, got
 * through; a family where anything got through fails the run (exit code 1). The browser's parts (WeChat's
 * state, the webhook, /api/session) are the browser and cluster tests'.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ssoHeaders } from '../lib/crypto/ssoSign';
import { sm4Encrypt } from '../lib/crypto/sm';
import { voteText } from '../lib/api/vote';
import { thirdPartyLoginForm } from '../lib/api/members';
import { demoRegistCode, DEMO_ACTIVITIES, DEMO_SHOPS } from '../platform/src/seed/activities';
import { DEMO_MEMBER } from '../platform/src/seed/points';
import { SECURE_VOTE } from '../platform/src/seed/votes';
import { uploadCommentImage } from '../lib/api/participation';
import { readRuntimeConfig } from '../lib/env';
import { encodeJpeg } from '../platform/src/seed/images';
import { memberWithToken, readerClient, startTestPlatform } from '../platform/src/testing';

const ATTACKER = '203.0.113.66';

async function main(): Promise<number> {
  const platform = await startTestPlatform();
  const rows: { family: string; tried: number; refused: number; through: number }[] = [];

  async function family(name: string, tries: number, attempt: (n: number) => Promise<boolean>) {
    let through = 0;
    for (let n = 0; n < tries; n++) if (await attempt(n)) through++;
    rows.push({ family: name, tried: tries, refused: tries - through, through });
  }

  const inject = (
    method: 'GET' | 'POST',
    url: string,
    {
      form,
      headers = {},
      body,
    }: { form?: Record<string, string>; headers?: Record<string, string>; body?: Buffer } = {},
  ) =>
    platform.app.inject({
      method,
      url,
      remoteAddress: ATTACKER,
      headers: form ? { 'content-type': 'application/x-www-form-urlencoded', ...headers } : headers,
      payload: body ?? (form ? new URLSearchParams(form).toString() : undefined),
    });

  const signedSso = (path: string, form: Record<string, string>, devid = `dev-${randomBytes(4).toString('hex')}`) =>
    inject('POST', `/sso-app/api/${path}?siteId=1`, {
      form,
      headers: ssoHeaders(
        { devid, random: randomBytes(4).toString('hex'), timestamp: String(Date.now()), token: '' },
        form,
        Object.keys(form),
      ),
    }).then((response) => response.json() as { code: number; value?: { userid?: number } });

  // 1. third-party identities the platform never granted: invented, derived from an openid, another site's
  await family('loginByOther: invented identities', 120, async (n) => {
    const form = thirdPartyLoginForm(
      { provider: 'tencent_wechat', oid: `oanything${n}`, unionid: `u${n}`, nickname: 'x', head: '', devid: 'd' },
      { curVersions: 2, sm2PublicKey: '' },
    );
    return (await signedSso('loginByOther', form)).code === 1;
  });
  await family('loginByOther: unionid derived from an openid', 20, async (n) => {
    const oid = `o${randomBytes(8).toString('base64url')}${n}`;
    const unionid = `u${createHash('sha1').update(oid).digest('hex').slice(0, 24)}`;
    const form = thirdPartyLoginForm(
      { provider: 'tencent_wechat', oid, unionid, nickname: 'x', head: '', devid: 'd' },
      { curVersions: 2, sm2PublicKey: '' },
    );
    return (await signedSso('loginByOther', form)).code === 1;
  });

  // 2. vouchers: redeemed with no login, or by someone else's; the holder named by the code alone
  await family('activityVerify without the holder or the shop', 20, async (n) => {
    const stranger: Record<string, string> = n % 2 ? { token: (await memberWithToken(platform.db)).token } : {};
    const answer = await inject('POST', '/app_if/activityVerify', {
      form: {
        siteId: '1',
        fileId: String(DEMO_ACTIVITIES.full),
        registCode: demoRegistCode(n % 5),
        shopSite: DEMO_SHOPS[0]!.site,
      },
      headers: stranger,
    });
    return (answer.json() as { status: number }).status === 0;
  });
  await family('activityVoucher naming the holder by code', 20, async (n) => {
    const answer = await inject(
      'GET',
      `/app_if/activityVoucher?siteId=1&fileId=${DEMO_ACTIVITIES.full}&registCode=${demoRegistCode(n % 5)}`,
    );
    const list = (answer.json() as { data?: { list?: { holder: string }[] } }).data?.list ?? [];
    return list.some((entry) => entry.holder !== '');
  });

  // 3. a ballot whose query names one site and whose body another (the guard read one, the handler the other)
  const [{ config }] = (await platform.db.query<{ config: { encryptKey4: string } }>(
    'SELECT config FROM site_config WHERE site_id = 2',
  )) as [{ config: { encryptKey4: string } }];
  await family('recordVoteCount with two sites', 20, async (n) => {
    const data = sm4Encrypt(voteText({ voteId: SECURE_VOTE, optionId: 15, userId: `anyone-${n}` }), config.encryptKey4);
    const answer = await inject('POST', '/amuc/api/vote/recordVoteCount?siteId=1', {
      form: { siteID: '2', encrypted: '1', data },
    });
    return (answer.json() as { state?: string }).state === 'success';
  });

  // 6. bodies past their limit
  await family('bodies of 200 MB declared', 10, async () => {
    const answer = await platform.app.inject({
      method: 'POST',
      url: '/app_if/discuss?siteId=1',
      remoteAddress: ATTACKER,
      headers: { 'content-type': 'application/json', 'content-length': String(200 * 1024 * 1024) },
      payload: '{}',
    });
    return answer.statusCode !== 413;
  });

  // 7. a member's pictures, uploaded but not posted, read by anyone who counts their ids
  const runtime = readRuntimeConfig({ PLATFORM_URL: await platform.listen() });
  const owner = await memberWithToken(platform.db);
  const picture = encodeJpeg(new Uint8Array(16 * 16 * 4).fill(99), 16, 16);
  for (let n = 0; n < 3; n++)
    await uploadCommentImage(
      readerClient(runtime, 'owner-device', owner.token).api,
      new File([new Uint8Array(picture)], `${n}.jpg`, { type: 'image/jpeg' }),
    );
  await family('unposted uploads read by sequential id', 50, async (n) =>
    (await Promise.all(['jpg', 'png'].map((ext) => inject('GET', `/app_if/upload/${n + 1}.${ext}`)))).some(
      (answer) => answer.statusCode === 200,
    ),
  );

  // 8. passwords, device-keyed likes, invite guesses, points for nothing, bad dates
  const phone = DEMO_MEMBER.phone;
  await family('password guesses from one device past 5', 10, async (n) => {
    const answer = await signedSso(
      'loginByPassword',
      { phone, password: `guess-${n}`, devid: 'dev-guesser' },
      'dev-guesser',
    );
    return n >= 5 && answer.code !== 0;
  });
  await family('likes by 50 devices behind one address, past 20', 50, async (n) => {
    const answer = await inject('POST', '/app_if/event', {
      form: { siteId: '1', id: '10004', type: '0', eventType: '1', appID: '1', deviceId: `device-${n}-xxxx` },
    });
    return n >= 20 && (answer.json() as { status: number }).status === 0;
  });
  await family('invite codes guessed, past 30 in ten minutes', 200, async (n) => {
    const answer = await inject('GET', `/sso-app/api/getInviteCodeInfo?siteId=1&code=G${String(n).padStart(5, '0')}`);
    const body = answer.json() as { code: number; status?: number };
    return n >= 30 && body.status !== 429;
  });
  const reader = await memberWithToken(platform.db);
  await family('addScore read of articles that do not exist', 10, async (n) => {
    const form = { rule: 'read', objectId: String(900000 + n) };
    const answer = await inject('POST', '/sso-app/api/addScore?siteId=1', {
      form,
      headers: {
        token: reader.token,
        ...ssoHeaders({ devid: 'd1', random: `r${n}`, timestamp: String(Date.now()), token: reader.token }, form, [
          'rule',
        ]),
      },
    });
    return (answer.json() as { code: number }).code === 1;
  });
  await family('paper layouts of days that do not exist', 10, async (n) => {
    const answer = await inject('GET', `/app_if/getPaperLayouts?siteId=1&paperId=1&date=2026-${13 + n}-45`);
    return answer.statusCode >= 500;
  });

  await platform.close();
  const width = Math.max(...rows.map((row) => row.family.length));
  console.log(`${'family'.padEnd(width)}  tried  refused  got through`);
  for (const row of rows)
    console.log(
      `${row.family.padEnd(width)}  ${String(row.tried).padStart(5)}  ${String(row.refused).padStart(7)}  ${String(row.through).padStart(11)}`,
    );
  const through = rows.reduce((sum, row) => sum + row.through, 0);
  console.log(`${rows.reduce((sum, row) => sum + row.tried, 0)} tried, ${through} got through`);
  return through;
}

main().then(
  (through) => process.exit(through ? 1 : 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
