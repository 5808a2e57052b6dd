import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The loopback push service of the server's push tests: it keeps what the server sends and decrypts it.
import { TestPushService } from '@quad/server/test-support/push-service';
import { apiCall } from '../support/api';
import { seriousViolations } from '../support/axe';
import { DESKTOP, launchBrowser, launchPushDevice, PHONE, realtimeConnected } from '../support/browser';
import { choosePushBrowser } from '../support/browser-executable';
import {
  desktopNotificationsMissing,
  startDesktopNotifications,
  type DesktopNotifications,
} from '../support/desktop-notifications';
import { signedInPage, signUp, type SignedUpMember } from '../support/member';
import { startServer, type RunningServer } from '../support/server';

/**
 * The installable app: its service worker, Chromium's installability check and the offline
 * screen; Settings → Notifications; and a new message's push, shown and tapped. The push test
 * needs a full Chromium (PUSH_CHROMIUM_PATH or Debian's chromium), because the packaged headless
 * shell the other tests use has no notification service, and plays the desktop's notification
 * server on a D-Bus bus of its own (support/desktop-notifications.ts), which is where Chromium
 * on Linux shows a notification and learns that it was clicked. Without these it is skipped.
 */
let server: RunningServer;
let browser: Browser;
const pushService = new TestPushService();
const pushBrowser = choosePushBrowser(process.env);
const pushChromium = 'path' in pushBrowser ? pushBrowser.path : '';
const pushSkipped = 'skip' in pushBrowser ? pushBrowser.skip : desktopNotificationsMissing();
if (pushSkipped) console.warn(`Skipping the push test: ${pushSkipped}`);

const shots = path.resolve(import.meta.dirname, '../artifacts/screens');
async function snap(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(shots, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  await pushService.start();
  server = await startServer({ PUSH_ENDPOINT_ALLOWLIST: pushService.origin });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await pushService.stop();
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
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A full Chromium (a system one, chosen before the packaged shell) opens Playwright's
    // contexts off the record, where nothing installs; every other check is still made.
    expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);

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

async function me(member: SignedUpMember): Promise<{ id: number; username: string }> {
  return apiCall(server, 'GET', '/api/users/me', undefined, member.token);
}

/** The service worker registration's id for CDP, once the page's worker has registered. */
async function registrationId(cdp: CDPSession, scopeURL: string): Promise<string> {
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => r.scopeURL === scopeURL && !r.isDeleted);
      if (registration) resolve(registration.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** The notifications the worker shows now, as the browser keeps them (`registration.getNotifications()`). */
async function shownNotifications(context: BrowserContext) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return worker.evaluate(async () => {
    const { registration } = self as unknown as { registration: ServiceWorkerRegistration };
    return (await registration.getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, data }));
  });
}

describe.skipIf(pushSkipped !== undefined)('a new message, pushed while Quad is closed', () => {
  let desktop: DesktopNotifications | undefined;
  let profile: string | undefined;
  beforeAll(async () => {
    desktop = await startDesktopNotifications();
    profile = mkdtempSync(path.join(os.tmpdir(), 'quad-e2e-push-profile-'));
  });
  afterAll(async () => {
    await desktop?.stop();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('shows “New message from …” without the text, once per conversation, and tapping it opens the chat', async () => {
    const [alice, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const [aliceMe, bobMe] = await Promise.all([me(alice), me(bob)]);

    // Bob turns push on. A browser's own endpoint is its vendor's push service on the internet,
    // so his subscription names the loopback one, with keys the test holds: what the server sends
    // there is decrypted and handed to his browser's worker as its push service would.
    const subscription = pushService.subscription();
    const { endpoint, keys } = subscription;
    await apiCall(server, 'POST', '/api/push/subscriptions', { endpoint, expirationTime: null, keys }, bob.token);

    // Alice writes twice while Bob has no Quad open.
    const a = await signedInPage(browser, alice, DESKTOP);
    const connected = realtimeConnected(a.page);
    await a.page.goto(`${server.url}/chat/${bobMe.id}`);
    await a.page.getByRole('region', { name: `Profile of ${bobMe.username}` }).waitFor();
    await connected;
    const composer = a.page.getByRole('textbox', { name: 'Message' });
    for (const text of ['Climbing on Thursday?', 'Bring chalk']) {
      await composer.fill(text);
      await composer.press('Enter');
      await a.page.getByRole('listitem').filter({ hasText: text }).waitFor();
    }
    await expect.poll(() => pushService.pushesTo(subscription).length).toBe(2);
    await a.context.close();

    // Bob's phone, notifications allowed: Quad's worker registered on an earlier visit, and
    // the tab has since left Quad.
    const device = await launchPushDevice(pushChromium, profile!, { DBUS_SESSION_BUS_ADDRESS: desktop!.address });
    try {
      await device.addInitScript((token) => localStorage.setItem('accessToken', token), bob.token);
      const tab = device.pages()[0] ?? (await device.newPage());
      await tab.goto(`${server.url}/inbox`);
      await serviceWorkerActive(tab);
      const cdp = await device.newCDPSession(tab);
      const registration = await registrationId(cdp, `${server.url}/`);
      await tab.goto('about:blank');

      // Chromium replaces a shown notification on the desktop by the id the desktop answered
      // its first Notify call with; a second push handled before that answer is in becomes a
      // second desktop notification, which Chromium then neither lists nor takes a click on.
      // Messages written seconds apart never meet that; pushes handed over a few milliseconds
      // apart on a loaded machine can, so each waits until the one before it is on the desktop
      // and in the worker's list.
      const title = `New message from ${aliceMe.username}`;
      const tag = `chat-${aliceMe.id}`;
      for (const [i, push] of pushService.pushesTo(subscription).entries()) {
        const data = subscription.decrypt(push.body);
        await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId: registration, data });
        await desktop!.notified(title, i + 1);
        await expect.poll(async () => (await shownNotifications(device)).length).toBe(1);
      }

      // Previews are off: the sender's name, no text; both messages share one notification.
      await expect
        .poll(() => shownNotifications(device))
        .toEqual([{ title, body: '', tag, data: { url: `/chat/${aliceMe.id}` } }]);
      const shown = await desktop!.shown(title);
      expect(shown.body).not.toMatch(/Climbing|chalk/);

      // Bob taps it on his desktop: the chat opens in a new window.
      const opened = device.waitForEvent('page');
      desktop!.click(shown.id);
      const chat = await opened;
      await chat.waitForURL(`${server.url}/chat/${aliceMe.id}`);
      await chat.getByRole('region', { name: `Profile of ${aliceMe.username}` }).waitFor();
      await chat.getByRole('listitem').filter({ hasText: 'Bring chalk' }).waitFor();
      await desktop!.closed(shown.id);
      expect(await shownNotifications(device)).toEqual([]);
      // Two seconds after the chat opens its messages are read, and the badge empties.
      await expect.poll(() => chat.getByTestId('inbox-button').getAttribute('aria-label')).toBe('Messages');
      await snap(chat, 'push-opened-chat-390');
      await chat.setViewportSize({ width: 1280, height: 800 });
      await snap(chat, 'push-opened-chat-1280');

      // Later Bob is on Browse in that window when he taps an older notification of the chat
      // (shown before he opened Quad): the same window goes to the chat, no new one opens.
      await chat.goto(`${server.url}/browse`);
      const last = pushService.pushesTo(subscription).at(-1)!;
      const data = subscription.decrypt(last.body);
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId: registration, data });
      const again = await desktop!.shown(title, shown.id);
      let windowsOpened = 0;
      device.on('page', () => windowsOpened++);
      desktop!.click(again.id);
      await chat.waitForURL(`${server.url}/chat/${aliceMe.id}`);
      await chat.getByRole('listitem').filter({ hasText: 'Bring chalk' }).waitFor();
      await desktop!.closed(again.id);
      expect(windowsOpened).toBe(0);
    } finally {
      await device.close();
    }
  });
});
