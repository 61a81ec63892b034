/**
 * Activities: detail, entries and list; a member's sign-up with its answers checked, each refusal with its
 * text and nothing stored; 100 members signing up at once for 50 places (exactly 50 succeed).
 */
import { DEMO_ACTIVITIES, DEMO_SHOPS, demoRegistCode } from './seed/activities';
import { DEMO_EDITOR_TOKEN } from './server';
import { SIGNUP_REFUSALS } from './repo/activities';
import { memberWithToken, setUpTestPlatform } from './testing';

const { platform } = setUpTestPlatform();

/** A member's access token. */
const member = async () => (await memberWithToken(platform().db)).token;

async function get(path: string, token?: string) {
  const response = await platform().app.inject({
    method: 'GET',
    url: `/app_if/${path}`,
    headers: token ? { token } : {},
  });
  return response.json() as { status: number; message: string; data: Record<string, unknown> | null };
}

async function signUp(fileId: number, token: string | undefined, answers: Record<string, string>) {
  const response = await platform().app.inject({
    method: 'POST',
    url: '/app_if/saveActivity',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
    payload: new URLSearchParams({ siteId: '1', fileId: String(fileId), answers: JSON.stringify(answers) }).toString(),
  });
  return response.json() as { status: number; message: string; data: { registCode?: string } | null };
}

const GOOD = { name: '林澜', phone: '13912345678', people: '2' };

it('answers an activity with its fields, its entries and the list; unknown or malformed ids are empty or refused', async () => {
  const detail = await get(`activityDetail?siteId=1&fileId=${DEMO_ACTIVITIES.open}`);
  expect(detail.status).toBe(0);
  expect(detail.data).toMatchObject({ fileId: DEMO_ACTIVITIES.open, places: 60, taken: 0, closed: 0 });
  expect((detail.data!.fields as { name: string }[]).map((field) => field.name)).toEqual([
    'name',
    'phone',
    'people',
    'note',
  ]);
  expect(String(detail.data!.pic)).toMatch(/^http:\/\/platform\.test\/media\//);
  const entries = await get(`entryList?siteId=1&fileId=${DEMO_ACTIVITIES.open}`);
  expect(entries.data).toMatchObject({ total: 10 });
  const list = await get('activityList?siteId=1');
  expect((list.data!.list as { fileId: number }[]).map((item) => item.fileId).sort()).toEqual(
    Object.values(DEMO_ACTIVITIES).sort(),
  );
  expect(await get('activityDetail?siteId=1&fileId=999999')).toMatchObject({ status: 0, data: null });
  // another site's reader never sees it (the secure demo site also refuses unsigned calls)
  expect((await get('activityDetail?siteId=2&fileId=20001')).data).toBeNull();
  expect((await get('activityDetail?siteId=1&fileId=abc')).status).toBe(400);
});

it('signs a member up once, with the answers checked; every refusal stores nothing', async () => {
  const token = await member();
  expect(await signUp(DEMO_ACTIVITIES.open, undefined, GOOD)).toMatchObject({ status: 401 });
  expect(await signUp(DEMO_ACTIVITIES.open, token, { ...GOOD, name: '' })).toMatchObject({
    status: 400,
    message: '请填写姓名',
  });
  expect(await signUp(DEMO_ACTIVITIES.open, token, { ...GOOD, phone: '12345' })).toMatchObject({
    status: 400,
    message: '请正确填写手机号',
  });
  const mine = async () => ((await get('mySignups?siteId=1', token)).data!.list as unknown[]).length;
  // a headcount of none, or more than one registration may be for
  for (const people of ['0', '21'])
    expect(await signUp(DEMO_ACTIVITIES.open, token, { ...GOOD, people })).toMatchObject({
      status: 400,
      message: '请正确填写参加人数',
    });
  expect(await mine()).toBe(0);

  const done = await signUp(DEMO_ACTIVITIES.open, token, GOOD);
  expect(done).toMatchObject({ status: 0, message: '报名成功' });
  expect(done.data!.registCode).toMatch(/^[0-9A-F]{12}$/);
  expect(await signUp(DEMO_ACTIVITIES.open, token, GOOD)).toMatchObject(
    expect.objectContaining({ status: SIGNUP_REFUSALS.registered.status, message: '您已报名' }),
  );
  const records = (await get(`mySignups?siteId=1&fileId=${DEMO_ACTIVITIES.open}`, token)).data!.list as {
    registCode: string;
    answers: { label: string; value: string }[];
  }[];
  expect(records).toHaveLength(1);
  expect(records[0]!.registCode).toBe(done.data!.registCode);
  expect(records[0]!.answers).toEqual([
    { label: '姓名', value: '林澜' },
    { label: '手机号', value: '13912345678' },
    { label: '参加人数', value: '2' },
  ]);

  for (const [id, refusal] of [
    [DEMO_ACTIVITIES.notStarted, SIGNUP_REFUSALS.notStarted],
    [DEMO_ACTIVITIES.full, SIGNUP_REFUSALS.full],
    [DEMO_ACTIVITIES.over, SIGNUP_REFUSALS.over],
    [DEMO_ACTIVITIES.inProgress, SIGNUP_REFUSALS.over],
    [DEMO_ACTIVITIES.ended, SIGNUP_REFUSALS.ended],
    [DEMO_ACTIVITIES.closed, SIGNUP_REFUSALS.ended],
  ] as const)
    expect(await signUp(id, token, GOOD)).toMatchObject({ status: refusal.status, message: refusal.text });
  expect(await mine()).toBe(1);
  const [{ taken }] = (await platform().db.query<{ taken: number }>('SELECT taken FROM activities WHERE id = $1', [
    DEMO_ACTIVITIES.open,
  ])) as [{ taken: number }];
  // a sign-up for two takes two places
  expect(taken).toBe(2);
});

it('takes as many places as a sign-up is for, and refuses one the places left cannot hold', async () => {
  await platform().db.query(
    `INSERT INTO activities (id, site_id, title, signup_start, signup_end, start_time, end_time, places, fields)
     SELECT 29998, 1, 'three places', now() - interval '1 day', now() + interval '1 day', now() + interval '2 days',
       now() + interval '3 days', 3, fields FROM activities WHERE id = $1`,
    [DEMO_ACTIVITIES.open],
  );
  const taken = async () =>
    (
      (await platform().db.query<{ taken: number }>('SELECT taken FROM activities WHERE id = 29998')) as [
        { taken: number },
      ]
    )[0].taken;
  expect(await signUp(29998, await member(), { ...GOOD, people: '2' })).toMatchObject({ status: 0 });
  expect(await taken()).toBe(2);
  expect(await signUp(29998, await member(), { ...GOOD, people: '2' })).toMatchObject({
    status: SIGNUP_REFUSALS.full.status,
  });
  expect(await signUp(29998, await member(), { ...GOOD, people: '1' })).toMatchObject({ status: 0 });
  expect(await taken()).toBe(3);
});

it('gives exactly 50 places to 100 members signing up at once; the others read 名额已满', async () => {
  await platform().db.query(
    `INSERT INTO activities (id, site_id, title, signup_start, signup_end, start_time, end_time, places, fields)
     VALUES (29999, 1, 'fifty places', now() - interval '1 day', now() + interval '1 day', now() + interval '2 days',
       now() + interval '3 days', 50, '[]')`,
  );
  const tokens = await Promise.all(Array.from({ length: 100 }, () => member()));
  const answers = await Promise.all(tokens.map((token) => signUp(29999, token, {})));
  expect(answers.filter((answer) => answer.status === 0)).toHaveLength(50);
  expect(answers.filter((answer) => answer.status === SIGNUP_REFUSALS.full.status)).toHaveLength(50);
  expect(new Set(answers.map((answer) => answer.message))).toEqual(new Set(['报名成功', '名额已满']));
  const [counts] = await platform().db.query<{ taken: number; stored: number }>(
    `SELECT taken, (SELECT count(*)::int FROM activity_registrations WHERE activity_id = 29999) AS stored
     FROM activities WHERE id = 29999`,
  );
  expect(counts).toEqual({ taken: 50, stored: 50 });
});

async function verify(fileId: number, registCode: string, shopSite: string, headers: Record<string, string> = {}) {
  const response = await platform().app.inject({
    method: 'POST',
    url: '/app_if/activityVerify',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ siteId: '1', fileId: String(fileId), registCode, shopSite }).toString(),
  });
  return response.json() as { status: number; message: string; data: Record<string, unknown> | null };
}

async function shopToken(shopSite: string, siteId = 1): Promise<string> {
  const response = await platform().app.inject({
    method: 'POST',
    url: '/editor/shopToken',
    headers: { 'content-type': 'application/json', 'x-editor-token': DEMO_EDITOR_TOKEN },
    payload: { siteId, shopSite },
  });
  return (response.json() as { data: { token: string } }).data.token;
}

it("shows a registration's voucher by its code or to its member, and redeems it once, even twice at once", async () => {
  const token = await member();
  const signed = await signUp(DEMO_ACTIVITIES.open, token, GOOD);
  const code = signed.data!.registCode!;
  const mine = await get(`activityVoucher?siteId=1&fileId=${DEMO_ACTIVITIES.open}`, token);
  expect(mine.data).toMatchObject({
    voucher: { title: '文创商店满100减20券' },
    list: [{ registCode: code, status: 0, holder: GOOD.name }],
  });
  expect((await get(`activityVoucher?siteId=1&fileId=${DEMO_ACTIVITIES.open}`)).status).toBe(401);
  expect(await get(`activityVoucher?siteId=1&fileId=${DEMO_ACTIVITIES.open}&registCode=NOSUCHCODE1`)).toMatchObject({
    data: null,
  });
  expect((await get(`activityVoucher?siteId=1&fileId=${DEMO_ACTIVITIES.open}&registCode=bad%20code`)).status).toBe(400);
  // the activity that verifies elsewhere gives its address instead of a list
  expect((await get(`activityVoucher?siteId=1&fileId=${DEMO_ACTIVITIES.inProgress}`)).data).toMatchObject({
    verifyUrl: 'https://library.example.com/verify',
  });

  expect(await verify(DEMO_ACTIVITIES.open, code, 'ELSEWHERE', { token })).toMatchObject({
    status: 400,
    message: '该门店不能核销此券',
  });
  expect(await verify(DEMO_ACTIVITIES.full, code, DEMO_SHOPS[0]!.site, { token })).toMatchObject({ status: 404 });
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => verify(DEMO_ACTIVITIES.open, code, DEMO_SHOPS[0]!.site, { token })),
  );
  expect(answers.filter((answer) => answer.status === 0)).toHaveLength(1);
  expect(answers.filter((answer) => answer.status === 4306 && answer.message === '该券已核销')).toHaveLength(9);
  const after = await get(`activityVoucher?siteId=1&fileId=${DEMO_ACTIVITIES.open}&registCode=${code}`);
  expect(after.data).toMatchObject({ list: [{ registCode: code, status: 1, shopSite: DEMO_SHOPS[0]!.site }] });
});

it('redeems only for the holder or its shop; a code alone names nobody and redeems nothing', async () => {
  const holder = await member();
  const code = (await signUp(DEMO_ACTIVITIES.open, holder, GOOD)).data!.registCode!;
  const shop = DEMO_SHOPS[0]!.site;
  const lookUp = (headers: Record<string, string> = {}) =>
    platform()
      .app.inject({
        url: `/app_if/activityVoucher?siteId=1&fileId=${DEMO_ACTIVITIES.open}&registCode=${code}`,
        headers,
      })
      .then((response) => (response.json() as { data: { list: { holder: string; status: number }[] } }).data.list[0]);
  // by its code alone, to someone else or to another shop: its state, not its holder
  expect(await lookUp()).toMatchObject({ holder: '', status: 0 });
  expect(await lookUp({ token: await member() })).toMatchObject({ holder: '' });
  expect(await lookUp({ 'x-shop-token': await shopToken('ELSEWHERE') })).toMatchObject({ holder: '' });
  expect(await lookUp({ token: holder })).toMatchObject({ holder: GOOD.name });
  const token = await shopToken(shop);
  expect(await lookUp({ 'x-shop-token': token })).toMatchObject({ holder: GOOD.name });

  expect(await verify(DEMO_ACTIVITIES.open, code, shop)).toMatchObject({ status: 401, message: '请先登录' });
  expect(await verify(DEMO_ACTIVITIES.open, code, shop, { token: await member() })).toMatchObject({
    status: 403,
    message: '无权核销此券',
  });
  // a shop's token speaks for its own shop only; an invented one for nobody
  expect(
    await verify(DEMO_ACTIVITIES.open, code, shop, { 'x-shop-token': await shopToken('ELSEWHERE') }),
  ).toMatchObject({ status: 403 });
  expect(await verify(DEMO_ACTIVITIES.open, code, shop, { 'x-shop-token': 'invented' })).toMatchObject({ status: 401 });
  expect(await verify(DEMO_ACTIVITIES.open, code, shop, { 'x-shop-token': token })).toMatchObject({
    status: 0,
    message: '核销成功',
  });
  // the newsroom alone issues shop tokens
  const refused = await platform().app.inject({
    method: 'POST',
    url: '/editor/shopToken',
    headers: { 'content-type': 'application/json' },
    payload: { siteId: 1, shopSite: shop },
  });
  expect(refused.statusCode).toBe(403);
});

it('seeds registration codes that do not follow from one another', async () => {
  const rows = await platform().db.query<{ regist_code: string }>(
    'SELECT regist_code FROM activity_registrations WHERE activity_id = $1 ORDER BY id',
    [DEMO_ACTIVITIES.full],
  );
  expect(rows.map((row) => row.regist_code)).toEqual(rows.map((_, index) => demoRegistCode(index)));
  for (const { regist_code: code } of rows) expect(code).toMatch(/^[0-9A-F]{12}$/);
  expect(rows.some((row) => /^DEMO\d/.test(row.regist_code))).toBe(false);
});

it('counts the shares of an activity (share object type 4); an unknown one is refused', async () => {
  const share = async (id: number) => {
    const response = await platform().app.inject({
      method: 'POST',
      url: '/app_if/event',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `siteId=1&id=${id}&type=4&eventType=2&channel=1`,
    });
    return response.json() as { status: number; data: { count?: number } | null };
  };
  const first = await share(DEMO_ACTIVITIES.open);
  expect(first.status).toBe(0);
  expect((await share(DEMO_ACTIVITIES.open)).data!.count).toBe(first.data!.count! + 1);
  expect((await share(999999)).status).toBe(404);
});
