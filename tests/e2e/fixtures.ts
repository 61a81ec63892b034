/** Browser test helpers: open a public path under the project's base path, ask the platform directly. */
import { test as base, expect, type Page } from '@playwright/test';

export const PLATFORM_URL = process.env.E2E_PLATFORM_URL!;
export const CONTROL_URL = process.env.E2E_CONTROL_URL!;

export const test = base.extend<{
  basePath: string;
  /** Keep the "open the client" bar (off by default: it covers the foot of the viewport, as for readers who closed it). */
  openAppBar: boolean;
  open: (path: string) => Promise<void>;
}>({
  basePath: async ({}, use, testInfo) => {
    await use(String(testInfo.project.metadata.basePath ?? ''));
  },
  openAppBar: [false, { option: true }],
  open: async ({ page, basePath, openAppBar }, use) => {
    if (!openAppBar)
      await page.addInitScript(() => {
        try {
          window.sessionStorage.setItem('openAppClosed', '1');
        } catch {
          // no storage: the bar shows
        }
      });
    await use(async (path: string) => {
      await page.goto(`${basePath}${path}`);
    });
  },
});

export { expect };

/** An answer of the platform, read directly (to know real ids). */
export async function platform<T = unknown>(call: string): Promise<T> {
  const response = await fetch(`${PLATFORM_URL}/app_if/${call}`);
  const body = (await response.json()) as { status: number; data: T };
  if (body.status !== 0) throw new Error(`${call}: status ${body.status}`);
  return body.data;
}

export async function headOf(page: Page): Promise<string> {
  return page.evaluate(() => document.head.innerHTML);
}
