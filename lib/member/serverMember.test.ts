import { endSession } from './endedSessions';
import {
  readMemberSession,
  sessionKey,
  signMemberSession,
  verifyMemberSession,
  MEMBER_SESSION_SECONDS,
} from './serverMember';

const member = { id: 42, nickname: '读者', head: 'http://p.example/a.jpg', phone: '138****0001' };
const key = new TextEncoder().encode('k'.repeat(32));
const NOW = Date.UTC(2026, 10, 26, 8, 0, 0);

it('signs the member and verifies them locally until the login expires', async () => {
  const token = await signMemberSession(member, key, NOW);
  // the platform's token is not in it: three base64url parts of a JWT naming the member only
  expect(token.split('.')).toHaveLength(3);
  expect(await verifyMemberSession(token, key, NOW + 1000)).toEqual(member);
  expect(await verifyMemberSession(token, key, NOW + (MEMBER_SESSION_SECONDS - 1) * 1000)).toEqual(member);
  expect(await verifyMemberSession(token, key, NOW + (MEMBER_SESSION_SECONDS + 1) * 1000)).toBeUndefined();
});

it('refuses a session signed with another key, tampered with, or not a JWT', async () => {
  const token = await signMemberSession(member, key, NOW);
  const other = new TextEncoder().encode('x'.repeat(32));
  expect(await verifyMemberSession(token, other, NOW)).toBeUndefined();
  const [header, , signature] = token.split('.');
  const forged = Buffer.from(JSON.stringify({ sub: '1', nickname: 'editor', iss: 'news-mobile-web' })).toString(
    'base64url',
  );
  expect(await verifyMemberSession(`${header}.${forged}.${signature}`, key, NOW)).toBeUndefined();
  expect(await verifyMemberSession('abc', key, NOW)).toBeUndefined();
  // an unsigned token ("alg": "none") is no session
  const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${forged}.`;
  expect(await verifyMemberSession(none, key, NOW)).toBeUndefined();
});

it('takes SESSION_SECRET as the key, refuses a short one, and makes one per process without it', () => {
  expect(sessionKey({ SESSION_SECRET: 's'.repeat(32) })).toEqual(new TextEncoder().encode('s'.repeat(32)));
  expect(() => sessionKey({ SESSION_SECRET: 'short' })).toThrow(/at least 32/);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const made = sessionKey({});
  expect(made).toHaveLength(32);
  expect(sessionKey({})).toBe(made);
  expect(warn).toHaveBeenCalledTimes(1);
  warn.mockRestore();
});

it('a session ended by a logout names nobody, though its cookie is still good; another session goes on', async () => {
  const now = Date.now();
  const token = await signMemberSession(member, key, now);
  const other = await signMemberSession(member, key, now);
  const session = (await readMemberSession(token, key, now))!;
  expect(session.id).not.toBe((await readMemberSession(other, key, now))!.id);
  await endSession(session.id, session.expiresAt, now);
  expect(await verifyMemberSession(token, key, now + 1000)).toBeUndefined();
  expect(await verifyMemberSession(other, key, now + 1000)).toEqual(member);
});
