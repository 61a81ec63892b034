import { SIGNATURE_MAX_AGE_SECONDS, signWebhook, webhookSignatureProblem } from './webhookSignature';

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
