import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { BROWSER_FLAGS, browserExecutable } from './browser-executable';

/**
 * Headless Chromium (see browser-executable.ts for which one), without the background
 * traffic this closed network refuses.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await browserExecutable();
  return chromium.launch({
    executablePath: browser.path,
    headless: true,
    args: BROWSER_FLAGS,
    env: { ...process.env, ...browser.env },
  });
}

/**
 * The push test's device: a full Chromium (see choosePushBrowser), headless, with notifications
 * allowed, on a profile of its own in `profileDir`. (A notification's click reaches only a profile
 * Chromium can find again by its name, which Playwright's off-the-record contexts are not.)
 */
export function launchPushDevice(
  executablePath: string,
  profileDir: string,
  env: Record<string, string>,
  viewport = PHONE,
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath,
    headless: true,
    args: BROWSER_FLAGS,
    env: { ...process.env, ...env },
    viewport,
    permissions: ['notifications'],
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** A page whose uncaught errors fail the test that reads `errors`. */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  return { context, page, errors };
}

/** Resolves once the page's realtime connection is accepted (Socket.IO's CONNECT answer). */
export function realtimeConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      }),
    );
  });
}
