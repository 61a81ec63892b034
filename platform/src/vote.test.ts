/** The SM4 record-vote-count variant: the client's sm-crypto text decrypted by the platform, one vote per reader. */
import { recordVoteCount, voteText } from '@/lib/api/vote';
import { sm4Encrypt } from '@/lib/crypto/sm';
import { readRuntimeConfig } from '@/lib/env';
import { startTestPlatform, type TestPlatform } from './testing';

let platform: TestPlatform;
let url: string;
const KEY = 'Lh4k9Qz2Xw7Tb1Re';

beforeAll(async () => {
  platform = await startTestPlatform();
  url = await platform.listen();
});

afterAll(async () => {
  await platform?.close();
});

it('counts a vote once per reader and option', async () => {
  const runtime = readRuntimeConfig({ PLATFORM_URL: url });
  expect(await recordVoteCount(runtime, { voteId: 7, optionId: 2, userId: 'reader-1' }, KEY)).toMatchObject({
    state: 'success',
    count: 1,
  });
  expect(await recordVoteCount(runtime, { voteId: 7, optionId: 2, userId: 'reader-2' }, KEY)).toMatchObject({
    state: 'success',
    count: 2,
  });
  expect(await recordVoteCount(runtime, { voteId: 7, optionId: 2, userId: 'reader-1' }, KEY)).toMatchObject({
    state: 'error',
    msg: 'already voted',
    count: 2,
  });
});

it('refuses text under another key, plain text and old votes', async () => {
  const post = async (data: string) =>
    (
      await platform.app.inject({
        method: 'POST',
        url: '/amuc/api/vote/recordVoteCount',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ siteId: '1', encrypted: '1', data }).toString(),
      })
    ).json();
  expect(await post(sm4Encrypt(voteText({ voteId: 7, optionId: 3, userId: 'r' }), 'WrongKey12345678'))).toMatchObject({
    state: 'error',
  });
  expect(await post(voteText({ voteId: 7, optionId: 3, userId: 'r' }))).toMatchObject({ state: 'error' });
  expect(
    await post(sm4Encrypt(voteText({ voteId: 7, optionId: 3, userId: 'r' }, Date.now() - 10 * 60_000), KEY)),
  ).toMatchObject({ state: 'error', msg: 'request expired' });
});
