import { createReplayGuard, SIGNATURE_MAX_AGE_SECONDS, signWebhook, webhookSignatureProblem } from './webhookSignature';

const body = '{"changes":[{"type":"article","id":1}]}';
const now = 1_800_000_000;

test('a signature made with the secret for this body, now, is good', () => {
  expect(webhookSignatureProblem(body, signWebhook(body, 'secret', now), 'secret', now)).toBeUndefined();
});

test('another secret, another body, an old or a malformed signature is refused', () => {
  const signature = signWebhook(body, 'secret', now);
  expect(webhookSignatureProblem(body, signature, 'other', now)).toBe('signature does not match');
  expect(webhookSignatureProblem(`${body} `, signature, 'secret', now)).toBe('signature does not match');
  expect(webhookSignatureProblem(body, signature, 'secret', now + SIGNATURE_MAX_AGE_SECONDS + 1)).toBe(
    'signature expired',
  );
  expect(webhookSignatureProblem(body, null, 'secret', now)).toBe('signature missing or malformed');
  expect(webhookSignatureProblem(body, 't=1,v1=zz', 'secret', now)).toBe('signature missing or malformed');
});

it('accepts each call id once while its signature could be good, then forgets it', () => {
  const guard = createReplayGuard({ rememberMs: 600_000, maxEntries: 3 });
  const t0 = 1_000_000;
  expect(guard.firstTime('call-a', t0)).toBe(true);
  expect(guard.firstTime('call-a', t0 + 1_000)).toBe(false);
  expect(guard.firstTime('call-b', t0 + 2_000)).toBe(true);
  // ten minutes on, a's signature is long expired: its id is forgotten
  expect(guard.firstTime('call-a', t0 + 601_000)).toBe(true);
  // never more than maxEntries remembered
  for (const id of ['c', 'd', 'e']) guard.firstTime(id, t0 + 602_000);
  expect(guard.firstTime('e', t0 + 603_000)).toBe(false);
});
