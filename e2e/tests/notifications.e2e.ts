import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { signedInPage, signUp } from '../support/member';
import { startServer, type RunningServer } from '../support/server';

/**
 * The installable app: its service worker, Chromium's installability check and the offline
 * screen; and Settings → Notifications. (A push delivered with ServiceWorker.deliverPushMessage
 * reaches the worker, but this headless Chromium refuses showNotification: see the report.)
 */
let server: RunningServer;
let browser: Browser;

const shots = path.resolve(import.meta.dirname, '../artifacts/screens');
async function snap(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(shots, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until the page is controlled by the active service worker. */
async function serviceWorkerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

describe('the installable app', () => {
  it('passes Chromium’s installability check and opens offline on the offline screen', async () => {
    const member = await signUp(server.url);
    const { page, context } = await signedInPage(browser, member, PHONE);
    await page.goto(`${server.url}/browse`);
    await serviceWorkerActive(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);

    await context.setOffline(true);
    await page.goto(`${server.url}/inbox`);
    await page.getByRole('heading', { name: 'You’re offline'.replace('’', "'") }).waitFor();
    expect(await seriousViolations(page), 'offline').toEqual([]);
    await snap(page, 'offline-390');
    await context.close();
  });
});

for (const [width, viewport] of [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const) {
  describe(`Settings → Notifications at ${width} px`, () => {
    it('shows the controls; previews start off and stay as switched', async () => {
      const member = await signUp(server.url);
      const { page, context, errors } = await signedInPage(browser, member, viewport);
      await page.goto(`${server.url}/settings`);
      const section = page.getByRole('region', { name: 'Notifications' });
      await section.waitFor();
      const previews = section.getByRole('switch', { name: 'Message previews' });
      expect(await previews.isChecked()).toBe(false);
      expect(await section.getByRole('switch', { name: 'E-mail me about unread messages' }).isChecked()).toBe(true);
      const push = section.getByRole('switch', { name: 'Push notifications on this device' });
      expect(await push.isChecked()).toBe(false);
      await section.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page), 'notifications settings').toEqual([]);
      await snap(page, `settings-notifications-${width}`);

      await previews.click();
      await page.getByText('Notification settings updated').waitFor();
      await page.reload();
      await section.waitFor();
      await expect.poll(() => section.getByRole('switch', { name: 'Message previews' }).isChecked()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
