/**
 * The servers' logs of the whole browser run (tests/e2e/global-setup.ts keeps them; this project runs
 * last): the front ends write one JSON line per request, naming its id, which the platform's lines of
 * the calls made for it name too; no line holds a phone number, a token, a code or a header's value.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const LOGS = path.join(process.cwd(), 'test-results', 'server-logs');

function logOf(name: string): string {
  return readFileSync(path.join(LOGS, `${name}.log`), 'utf8');
}

/** The JSON lines of a log (a server's own free text, Next's banner, is left out). */
function jsonLines(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test('the front ends log each request as JSON with its id, and the platform names the same ids', async ({
  request,
}) => {
  // a request of this test's own, with an id of its own, for a page rendered now (its query keeps it
  // out of every cache), so its platform calls are made for it
  const id = `logs-test-${Date.now()}`;
  const answer = await request.get('/newsDetail/1/10001.html?lang=de', { headers: { 'x-request-id': id } });
  expect(answer.headers()['x-request-id']).toBe(id);
  await expect
    .poll(() => jsonLines(logOf('web-root')).filter((line) => line.requestId === id).length, { timeout: 5000 })
    .toBeGreaterThan(0);
  const mine = jsonLines(logOf('web-root')).find((line) => line.requestId === id && line.msg === 'request')!;
  expect(mine).toMatchObject({ level: 'info', method: 'GET', path: '/newsDetail/1/10001.html', status: 200 });
  expect(typeof mine.ms).toBe('number');

  for (const name of ['web-root', 'web-based', 'web-secure']) {
    const requests = jsonLines(logOf(name)).filter((line) => line.msg === 'request');
    expect({ name, requests: requests.length }).toEqual({ name, requests: expect.any(Number) });
    expect(requests.length).toBeGreaterThan(50);
    expect(requests.every((line) => typeof line.requestId === 'string' && typeof line.status === 'number')).toBe(true);
  }
  // the platform's lines name the front ends' request ids
  const webIds = new Set(jsonLines(logOf('web-root')).map((line) => line.requestId));
  const platformIds = jsonLines(logOf('platform')).map((line) => line.reqId);
  expect(platformIds.filter((reqId) => webIds.has(reqId)).length).toBeGreaterThan(10);
});

test('no log line holds a phone number, a token, a code or a header’s value', async () => {
  const files = readdirSync(LOGS).filter((file) => file.endsWith('.log'));
  expect(files.sort()).toEqual(['platform.log', 'web-based.log', 'web-root.log', 'web-secure.log']);
  const leaks: string[] = [];
  const patterns: [string, RegExp][] = [
    // standing alone: not a run of digits inside a request id or a chunk's hash
    ['a mobile number (the demo member’s, or a test’s)', /(?<![\dA-Za-z])1[3-9]\d{9}(?![\dA-Za-z])/],
    ['a JWT (a member’s token, a preview token)', /eyJ[\w-]{8,}\.[\w-]{8,}\./],
    ['a token, code or password in a query', /[?&](?:token|code|previewToken|accessToken|password|phone)=[^&\s"]/i],
    ['a header’s value', /"(?:cookie|set-cookie|authorization|token|x-session)":/i],
  ];
  for (const file of files)
    for (const [index, line] of readFileSync(path.join(LOGS, file), 'utf8').split('\n').entries())
      for (const [what, pattern] of patterns)
        if (pattern.test(line)) leaks.push(`${file}:${index + 1}: ${what}: ${line.slice(0, 200)}`);
  expect(leaks).toEqual([]);
});
