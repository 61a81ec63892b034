/**
 * The platform goes away and comes back: pages show an error state (never a stack trace) and work again
 * without restarting the front end. Runs last and alone (it stops the shared platform).
 */
import { CONTROL_URL, expect, test } from './fixtures';

async function control(action: 'stop' | 'start') {
  const response = await fetch(`${CONTROL_URL}/platform/${action}`);
  expect(response.status, await response.text()).toBe(200);
}

test('platform stopped → error state with a retry; started again → pages work', async ({ page, open, request }) => {
  // an article no other test opens, so it is not in the page cache
  const path = '/newsDetail/16/10100.html';
  await control('stop');
  try {
    const response = await request.get(path);
    expect(response.status()).toBe(500);
    const html = await response.text();
    expect(html).not.toMatch(/at .*\.js:\d+|Error: /);
    await open(path);
    await expect(page.getByTestId('error-state')).toContainText('网络错误');
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  } finally {
    await control('start');
  }
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('article')).toBeVisible();
  await open('/newsDetail/16/10101.html');
  await expect(page.getByTestId('article')).toBeVisible();
});

test('cached pages keep being served while the platform is down', async ({ page, open }) => {
  await open('/newsDetail/1/10001.html');
  await control('stop');
  try {
    await open('/newsDetail/1/10001.html');
    await expect(page.getByTestId('article')).toBeVisible();
  } finally {
    await control('start');
  }
});
