/**
 * Voting: the vote's info, options and ranks; ballots in the SM4 text variant held to the rule (login,
 * per day, per option per day), tampered and replayed text refused, nothing stored on a refusal; 500
 * members voting at once with repeats beyond the rule: the count equals the ballots accepted.
 */
import { TIMEOUTS } from '@/lib/api/client';
import { flagsFromConfig } from '@/lib/api/protocol';
import { fetchVoteInfo, recordVoteCount, voteText } from '@/lib/api/vote';
import { sm4Encrypt } from '@/lib/crypto/sm';
import { DEMO_VOTES, SECURE_VOTE } from './seed/votes';
import { memberWithToken, readerClient, setUpTestPlatform } from './testing';

const KEY = 'Lh4k9Qz2Xw7Tb1Re';
const { platform, runtime } = setUpTestPlatform();

/** A reader's client that is not logged in. */
const anonymous = () => readerClient(runtime(), 'dev-anonymous').api;

type Option = { vo_id: number; vo_number: number; vo_name: string; vo_count: number; vo_views: number };

async function get<T = Record<string, unknown>>(path: string, token?: string): Promise<T> {
  const response = await platform().app.inject({
    method: 'GET',
    url: `/amuc/api/vote/${path}`,
    headers: token ? { token } : {},
  });
  return response.json() as T;
}

async function options(voteId: number): Promise<Option[]> {
  const info = await get<{ info: { vs_votetheme_list: { vt_voteoption_list: Option[] }[] } }>(
    `info?siteId=1&voteid=${voteId}`,
  );
  return info.info.vs_votetheme_list.flatMap((theme) => theme.vt_voteoption_list);
}

const count = async (voteId: number, optionId: number) =>
  (await options(voteId)).find((option) => option.vo_id === optionId)!.vo_count;

const vote = (voteId: number, optionId: number, member: { id: number; token: string }, signal?: AbortSignal) =>
  recordVoteCount(
    readerClient(runtime(), `dev-${member.id}`, member.token).api,
    { voteId, optionId, userId: String(member.id) },
    KEY,
    { member: true, ...(signal ? { signal } : {}) },
  );

it('answers a vote with its rule, themes and options, isbegin; one option with its rank, counting a view', async () => {
  const running = await get<{ state: string; isbegin: number; info: Record<string, unknown> }>(
    `info?siteId=1&voteid=${DEMO_VOTES.running}`,
  );
  expect(running).toMatchObject({ state: 'success', isbegin: 1 });
  expect(running.info.vs_user_inforule).toEqual({ login: 1, total: 0, perDay: 3, perOptionPerDay: 1 });
  expect(String(running.info.vs_head_voteimage)).toMatch(/^http:\/\/platform\.test\/media\//);
  expect(await options(DEMO_VOTES.running)).toHaveLength(8);
  expect(await get(`info?siteId=1&voteid=${DEMO_VOTES.ended}`)).toMatchObject({ isbegin: 2 });
  expect(await get('info?siteId=1&voteid=99999')).toMatchObject({ state: 'error', msg: '投票不存在' });

  const [first] = await options(DEMO_VOTES.running);
  const detail = await get<{ info: Option & { vo_rank: number } }>(
    `votecounts?siteId=1&voteid=${DEMO_VOTES.running}&vote_optionid=${first!.vo_id}`,
  );
  expect(detail.info.vo_views).toBe(first!.vo_views + 1);
  expect(detail.info.vo_rank).toBeGreaterThanOrEqual(1);
  const byName = await get<{ list: Option[] }>(
    `optionByName?siteId=1&voteid=${DEMO_VOTES.running}&name=${encodeURIComponent('巷')}`,
  );
  expect(byName.list.map((option) => option.vo_name)).toEqual(['青石板巷', '梧桐巷']);
});

it('holds a member to the rule: a login, three a day, one a day per option; a refusal stores nothing', async () => {
  const member = await memberWithToken(platform().db);
  const [a, b, c, d] = await options(DEMO_VOTES.running);
  const before = await count(DEMO_VOTES.running, a!.vo_id);

  expect(
    await recordVoteCount(
      anonymous(),
      { voteId: DEMO_VOTES.running, optionId: a!.vo_id, userId: String(member.id) },
      KEY,
    ),
  ).toMatchObject({ state: 'error', msg: '请登录后投票' });
  // the voter is the member behind the token, whatever the ballot's userid says
  const other = await memberWithToken(platform().db);
  expect(
    await recordVoteCount(
      readerClient(runtime(), 'dev-other', other.token).api,
      { voteId: DEMO_VOTES.running, optionId: a!.vo_id, userId: String(member.id) },
      KEY,
      { member: true },
    ),
  ).toMatchObject({ state: 'success', count: before + 1 });
  const othersBallots = await get<{ list: { optionid: number }[] }>(
    `myVotes?siteId=1&voteid=${DEMO_VOTES.running}&userid=${member.id}`,
    other.token,
  );
  expect(othersBallots.list.map((item) => item.optionid)).toEqual([a!.vo_id]);

  expect(await vote(DEMO_VOTES.running, a!.vo_id, member)).toMatchObject({ state: 'success', count: before + 2 });
  expect(await vote(DEMO_VOTES.running, a!.vo_id, member)).toMatchObject({
    state: 'error',
    reason: 'optionDay',
    msg: '今天已为该选项投过票',
    count: before + 2,
  });
  expect(await vote(DEMO_VOTES.running, b!.vo_id, member)).toMatchObject({ state: 'success' });
  expect(await vote(DEMO_VOTES.running, c!.vo_id, member)).toMatchObject({ state: 'success' });
  const dBefore = await count(DEMO_VOTES.running, d!.vo_id);
  expect(await vote(DEMO_VOTES.running, d!.vo_id, member)).toMatchObject({ reason: 'day', msg: '今日投票次数已用完' });
  expect(await count(DEMO_VOTES.running, d!.vo_id)).toBe(dBefore);

  const mine = await get<{ voted: number; list: { optionid: number; count: number }[] }>(
    `myVotes?siteId=1&voteid=${DEMO_VOTES.running}&userid=${member.id}`,
    member.token,
  );
  expect(mine.voted).toBe(1);
  expect(mine.list.map((item) => item.optionid)).toEqual([a!.vo_id, b!.vo_id, c!.vo_id].sort((x, y) => x - y));

  const [ended] = await options(DEMO_VOTES.ended);
  expect(await vote(DEMO_VOTES.ended, ended!.vo_id, member)).toMatchObject({ reason: 'ended', msg: '投票已结束' });
});

it('refuses text under another key, plain text, old, tampered and replayed votes', async () => {
  const post = async (data: string) =>
    (
      await platform().app.inject({
        method: 'POST',
        url: '/amuc/api/vote/recordVoteCount',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ siteId: '1', encrypted: '1', data }).toString(),
      })
    ).json();
  const [option] = await options(DEMO_VOTES.ended);
  const ballot = { voteId: DEMO_VOTES.ended, optionId: option!.vo_id, userId: 'device-1' };
  expect(await post(sm4Encrypt(voteText(ballot), 'WrongKey12345678'))).toMatchObject({ state: 'error' });
  expect(await post(voteText(ballot))).toMatchObject({ state: 'error' });
  expect(await post(sm4Encrypt(voteText(ballot, Date.now() - 10 * 60_000), KEY))).toMatchObject({
    state: 'error',
    msg: 'request expired',
  });
  const text = sm4Encrypt(voteText(ballot), KEY);
  const tampered = `${text.slice(0, 10)}${text[10] === '0' ? '1' : '0'}${text.slice(11)}`;
  expect(await post(tampered)).toMatchObject({ state: 'error' });
  expect(await post(text)).toMatchObject({ state: 'error', msg: '投票已结束' });
  expect(await post(text)).toMatchObject({ state: 'error', msg: 'request already used' });
  // the same ballot in upper-case hex is the same ballot
  expect(await post(text.toUpperCase())).toMatchObject({ state: 'error', msg: 'request already used' });
});

it("reads one site per ballot: a query's site and a body's other site are refused before any guard", async () => {
  const [{ config }] = (await platform().db.query<{ config: { encryptKey4: string } }>(
    'SELECT config FROM site_config WHERE site_id = 2',
  )) as [{ config: { encryptKey4: string } }];
  const secure = await get<{ info: { vs_votetheme_list: { vt_voteoption_list: Option[] }[] } }>(
    `info?siteId=2&voteid=${SECURE_VOTE}`,
  );
  // the signed site refuses an unsigned call (its guard read its own site)
  expect(secure).toMatchObject({ status: 1004 });
  const ballot = voteText({ voteId: SECURE_VOTE, optionId: 15, userId: 'anyone' });
  const post = (url: string, body: Record<string, string>) =>
    platform().app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });
  const mixed = await post('/amuc/api/vote/recordVoteCount?siteId=1', {
    siteID: '2',
    encrypted: '1',
    data: sm4Encrypt(ballot, config.encryptKey4),
  });
  expect(mixed.statusCode).toBe(400);
  expect(mixed.json()).toMatchObject({ message: 'siteId must name one site' });
  const sameSite = await post('/amuc/api/vote/recordVoteCount?siteId=2', {
    siteID: '2',
    encrypted: '1',
    data: sm4Encrypt(ballot, config.encryptKey4),
  });
  expect(sameSite.json()).toMatchObject({ status: 1004 });
  for (const query of ['siteId=1&siteId=2', 'siteId=1&siteid=2', 'siteId=x'])
    expect((await post(`/amuc/api/vote/recordVoteCount?${query}`, { encrypted: '1', data: '00' })).statusCode).toBe(
      400,
    );
});

it('counts 500 members voting at once exactly, with repeats beyond the rule refused', async () => {
  const [, , , , , , , target] = await options(DEMO_VOTES.running);
  const before = await count(DEMO_VOTES.running, target!.vo_id);
  const members = await Promise.all(Array.from({ length: 500 }, () => memberWithToken(platform().db)));
  // every member votes; the first 50 also try twice more for the same option (one a day per option)
  const ballots = [...members, ...members.slice(0, 50), ...members.slice(0, 50)];
  // 600 ballots in flight on two cores beside other suites: the reader's 5 s limit is not what is tested here
  const answers = await Promise.all(
    ballots.map((member) => vote(DEMO_VOTES.running, target!.vo_id, member, AbortSignal.timeout(TIMEOUTS.wrapped))),
  );
  const accepted = answers.filter((answer) => answer.state === 'success').length;
  expect(accepted).toBe(500);
  expect(answers.filter((answer) => answer.reason === 'optionDay')).toHaveLength(100);
  expect(await count(DEMO_VOTES.running, target!.vo_id)).toBe(before + accepted);
  const [stored] = await platform().db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM vote_ballots WHERE option_id = $1',
    [target!.vo_id],
  );
  expect(stored!.n).toBe(accepted);
}, 60_000);

it('under xyAuth 1 the vote calls need the auth signature and other calls do not; signed ones pass', async () => {
  const setXyAuth = (value: number) =>
    platform().db.query(
      `UPDATE site_config SET config = jsonb_set(config, '{xyApi,xyAuth}', to_jsonb($1::int)) WHERE site_id = 1`,
      [value],
    );
  await setXyAuth(1);
  try {
    expect(await get(`info?siteId=1&voteid=${DEMO_VOTES.running}`)).toMatchObject({ status: 1004 });
    // a content call goes on unsigned
    const articles = await platform().app.inject({
      method: 'GET',
      url: '/app_if/getArticles?siteId=1&columnId=1&page=0',
    });
    expect((articles.json() as { status: number }).status).toBe(0);
    const flags = flagsFromConfig({ xyApi: { xyAuth: 1, curVersions: 1 }, tokenEnable: false, encryptKey4: '' });
    const signed = readerClient(runtime(), 'dev-signed', undefined, () => flags).api;
    const info = await fetchVoteInfo(signed, DEMO_VOTES.running);
    expect(info?.themes.length).toBeGreaterThan(0);
    const member = await memberWithToken(platform().db);
    const first = info!.themes[0]!.options[0]!;
    const ballot = await recordVoteCount(
      readerClient(runtime(), 'dev-signed-member', member.token, () => flags).api,
      { voteId: DEMO_VOTES.running, optionId: first.id, userId: String(member.id) },
      KEY,
      { member: true },
    );
    expect(ballot).toMatchObject({ state: 'success', count: first.votes + 1 });
    await expect(
      recordVoteCount(anonymous(), { voteId: DEMO_VOTES.running, optionId: first.id, userId: String(member.id) }, KEY),
    ).rejects.toMatchObject({ status: 1004 });
  } finally {
    await setXyAuth(0);
  }
});
