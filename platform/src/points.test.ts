/**
 * Points and invite codes, through the front end's own {sso} clients: the demo member's history, the
 * day's check-in once (20 at once: one award), daily limits held under concurrency, invite codes used once
 * with both sides' points, every refusal with its text and nothing stored; a wrong signature is refused.
 */
import {
  applyInviteCode,
  fetchInviteCard,
  fetchInviteConfig,
  fetchInviteRecord,
  fetchMyInvite,
} from '@/lib/api/invites';
import { SsoError } from '@/lib/api/members';
import { addScore, fetchDayScore, fetchMemberCard, fetchScoreList } from '@/lib/api/points';
import { INVITE_REFUSALS } from './repo/invites';
import { SCORE_REFUSALS, SCORE_RULES } from './repo/points';
import { DEMO_MEMBER } from './seed/points';
import { memberWithToken, setUpTestPlatform } from './testing';

const { platform, runtime } = setUpTestPlatform();

const member = () => memberWithToken(platform().db);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof SsoError ? { status: error.status, text: error.message } : error),
  );

it('answers the demo member’s points, records and card; a reader not logged in is refused', async () => {
  const [demo] = await platform().db.query<{ id: number }>('SELECT id FROM members WHERE phone = $1', [
    DEMO_MEMBER.phone,
  ]);
  const token = (await member()).token;
  await platform().db.query('UPDATE security_tokens SET member_id = $1 WHERE token = $2', [demo!.id, token]);
  const day = await fetchDayScore(runtime(), token);
  const [sum] = await platform().db.query<{ total: number }>(
    'SELECT sum(score)::int AS total FROM score_records WHERE member_id = $1',
    [demo!.id],
  );
  expect(day).toMatchObject({ total: sum!.total, dayTotal: 0, signedIn: false, signInScore: SCORE_RULES.signIn.score });
  expect(day.total).toBeGreaterThan(50);
  const first = await fetchScoreList(runtime(), token, 0);
  expect(first.list).toHaveLength(20);
  expect(first.hasMore).toBe(true);
  const times = first.list.map((record) => record.createTime);
  expect([...times].sort().reverse()).toEqual(times);
  const rules = new Set<string>();
  for (let page = 0, more = true; more; page++) {
    const answer = await fetchScoreList(runtime(), token, page);
    answer.list.forEach((record) => rules.add(record.rule));
    more = answer.hasMore;
  }
  expect([...rules].sort()).toEqual(['invite', 'read', 'share', 'signIn']);
  const card = await fetchMemberCard(runtime(), token, 'dev-points');
  expect(card).toMatchObject({ nickname: DEMO_MEMBER.nickname, inviteCode: DEMO_MEMBER.inviteCode, score: day.total });
  expect(card.phone).toBe('138****0000');
  const record = await fetchInviteRecord(runtime(), token);
  expect(record.total).toBe(2);
  expect(await refusal(fetchDayScore(runtime(), ''))).toMatchObject({ status: 401 });
  expect(await refusal(fetchDayScore(runtime(), 'no-such-token'))).toMatchObject({ status: 401 });
});

it('checks a member in once a day, even 20 times at once; other rules stop at their daily limit', async () => {
  const { id, token } = await member();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => refusal(addScore(runtime(), token, { rule: 'signIn' }, 'dev-points'))),
  );
  expect(answers.filter((answer) => answer === undefined)).toHaveLength(1);
  expect(
    answers.filter(Boolean).every((answer) => (answer as { text: string }).text === SCORE_REFUSALS.signedIn.text),
  ).toBe(true);
  expect(await fetchDayScore(runtime(), token)).toMatchObject({ total: 5, dayTotal: 5, signedIn: true });

  // reading: once per article a day, at most 10 a day, concurrent or not
  const reads = await Promise.all(
    Array.from({ length: 16 }, (_, k) =>
      refusal(addScore(runtime(), token, { rule: 'read', objectId: String(10001 + k) }, 'd')),
    ),
  );
  expect(reads.filter((answer) => answer === undefined)).toHaveLength(SCORE_RULES.read.perDay);
  expect(
    reads.filter(Boolean).every((answer) => (answer as { text: string }).text === SCORE_REFUSALS.dayLimit.text),
  ).toBe(true);
  const [stored] = await platform().db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM score_records WHERE member_id = $1 AND rule = 'read'`,
    [id],
  );
  expect(stored!.count).toBe(SCORE_RULES.read.perDay);

  const other = await member();
  await addScore(runtime(), other.token, { rule: 'share', objectId: '10001' }, 'd');
  expect(await refusal(addScore(runtime(), other.token, { rule: 'share', objectId: '10001' }, 'd'))).toMatchObject({
    text: SCORE_REFUSALS.objectDone.text,
  });
  expect(await refusal(addScore(runtime(), other.token, { rule: 'read' }, 'd'))).toMatchObject({
    text: SCORE_REFUSALS.noObject.text,
  });
  // an article that does not exist, is not published, or is not an id earns nothing
  for (const objectId of ['999999', '10151', 'x1'])
    expect(await refusal(addScore(runtime(), other.token, { rule: 'read', objectId }, 'd'))).toMatchObject({
      status: SCORE_REFUSALS.unknownObject.status,
      text: SCORE_REFUSALS.unknownObject.text,
    });
  // the platform's own rules are not for clients to ask
  expect(
    await refusal(addScore(runtime(), other.token, { rule: 'invite' as 'read', objectId: '1' }, 'd')),
  ).toMatchObject({ text: SCORE_REFUSALS.unknownRule.text });
  expect((await fetchDayScore(runtime(), other.token)).total).toBe(SCORE_RULES.share.score);
});

it('uses an invite code once, both sides earn; its own, unknown and second codes are refused with nothing stored', async () => {
  const inviter = await member();
  const code = (await fetchMyInvite(runtime(), inviter.token)).code;
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  expect((await fetchMyInvite(runtime(), inviter.token)).code).toBe(code);
  expect((await fetchInviteCard(runtime(), code.toLowerCase(), inviter.id)).member?.id).toBe(inviter.id);
  // a code alone, or with someone else's id, is only said to be valid: it names nobody
  expect(await fetchInviteCard(runtime(), code)).toEqual({ code, msg: expect.any(String) });
  expect((await fetchInviteCard(runtime(), code, inviter.id + 1)).member).toBeUndefined();
  expect(await refusal(fetchInviteCard(runtime(), 'NOSUCH'))).toMatchObject({
    status: 404,
    text: INVITE_REFUSALS.unknown.text,
  });
  const config = await fetchInviteConfig(runtime());
  expect(config).toMatchObject({ inviterScore: SCORE_RULES.invite.score, inviteeScore: SCORE_RULES.invited.score });

  expect(await refusal(applyInviteCode(runtime(), inviter.token, code, 'd'))).toMatchObject({
    text: INVITE_REFUSALS.own.text,
  });
  const invitee = await member();
  expect(await refusal(applyInviteCode(runtime(), invitee.token, 'NOSUCH', 'd'))).toMatchObject({
    text: INVITE_REFUSALS.unknown.text,
  });
  // a double submit, and another code at the same time: one use
  const another = (await fetchMyInvite(runtime(), (await member()).token)).code;
  const answers = await Promise.all([
    refusal(applyInviteCode(runtime(), invitee.token, code, 'd')),
    refusal(applyInviteCode(runtime(), invitee.token, code, 'd')),
    refusal(applyInviteCode(runtime(), invitee.token, another, 'd')),
  ]);
  expect(answers.filter((answer) => answer === undefined)).toHaveLength(1);
  expect(answers.filter(Boolean)).toEqual([
    { status: INVITE_REFUSALS.used.status, text: INVITE_REFUSALS.used.text },
    { status: INVITE_REFUSALS.used.status, text: INVITE_REFUSALS.used.text },
  ]);
  const [uses] = await platform().db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM invite_uses WHERE invitee_id = $1',
    [invitee.id],
  );
  expect(uses!.count).toBe(1);
  expect((await fetchDayScore(runtime(), invitee.token)).total).toBe(SCORE_RULES.invited.score);
  const inviterRecord = await fetchInviteRecord(runtime(), inviter.token);
  const inviteeRecord = await fetchInviteRecord(runtime(), invitee.token);
  if (inviteeRecord.usedCode?.code === code) {
    expect(inviterRecord.list.map((friend) => friend.id)).toEqual([invitee.id]);
    expect((await fetchDayScore(runtime(), inviter.token)).total).toBe(SCORE_RULES.invite.score);
  } else expect(inviterRecord.total).toBe(0);
});

it('refuses a post without the sso signature', async () => {
  const { token } = await member();
  const response = await fetch(`${runtime().bases.sso}/addScore?siteId=1`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'rule=signIn',
  });
  expect(response.status).toBe(401);
  expect((await fetchDayScore(runtime(), token)).total).toBe(0);
});

it('holds one address to 30 invite-code guesses in ten minutes; a front end’s server is not held', async () => {
  const guess = (code: string, remoteAddress: string) =>
    platform()
      .app.inject({ url: `/sso-app/api/getInviteCodeInfo?siteId=1&code=${code}`, remoteAddress })
      .then((response) => response.json() as { code: number; status?: number; value?: Record<string, unknown> });
  const inviter = await member();
  const code = (await fetchMyInvite(runtime(), inviter.token)).code;
  const answers = [];
  for (let n = 0; n < 35; n++) answers.push(await guess(n % 5 ? `GUES${n}` : code, '203.0.113.7'));
  expect(answers.slice(0, 30).filter((answer) => answer.status === 429)).toHaveLength(0);
  expect(answers.slice(30).every((answer) => answer.status === 429)).toBe(true);
  expect(answers.some((answer) => answer.value && 'member' in answer.value)).toBe(false);
  // another address goes on; the front end's own server (loopback) is never held
  expect((await guess(code, '198.51.100.2')).value).toMatchObject({ code, valid: 1 });
  for (let n = 0; n < 40; n++) expect((await guess('NOSUCH', '127.0.0.1')).status).toBe(404);
});
