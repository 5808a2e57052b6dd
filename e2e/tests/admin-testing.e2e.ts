import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const ADMIN = { email: 'admin.testing@ucalgary.ca', password: 'a long admin passphrase' };
const shots = path.resolve(import.meta.dirname, '../artifacts/admin-testing');

let server: RunningServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status, server.output()).toBe(200);
  token = ((await res.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function testingTab(viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, viewport);
  await page.goto(server.url);
  await page.evaluate((t) => localStorage.setItem('accessToken', t), token);
  await page.goto(`${server.url}/admin?tab=4`);
  await page.getByRole('heading', { name: 'Test Suite Management' }).waitFor();
  return { page, errors };
}

/** Runs the suite from its card and waits for the run to end in the panel. */
async function runSuite(page: Page, name: string, tests: number): Promise<void> {
  await page.getByRole('region', { name, exact: true }).getByRole('button', { name: 'Run', exact: true }).click();
  const panel = page.getByRole('region', { name: `${name} details` });
  await panel.getByText(`${tests} passed, 0 failed, 0 skipped of ${tests} tests`).first().waitFor({ timeout: 60_000 });
  await panel.getByText('Passed', { exact: true }).first().waitFor();
}

describe('Admin Testing tab', () => {
  it('an administrator initialises the suites, runs one, watches it pass and reads its results and logs', async () => {
    const { page, errors } = await testingTab();
    await page.getByRole('button', { name: 'Initialize Test Suites' }).click();
    await page.getByText('Test suites initialized').waitFor();
    for (const name of ['Platform health', 'Admin permission checks', 'Realtime chat round trip']) {
      await page.getByRole('region', { name, exact: true }).waitFor();
    }
    expect(await page.getByRole('button', { name: 'Initialize Test Suites' }).count()).toBe(0);
    await page.screenshot({ path: path.join(shots, 'suites-1280.png'), fullPage: true });

    await runSuite(page, 'Admin permission checks', 4);
    await page.getByText('Admin permission checks: 4 passed, 0 failed, 0 skipped of 4 tests').first().waitFor();

    const panel = page.getByRole('region', { name: 'Admin permission checks details' });
    const results = panel.getByRole('table', { name: 'Test results' });
    await results.getByText('Administrator endpoints refuse requests without a token').waitFor();
    expect(await results.getByText('Passed', { exact: true }).count()).toBe(4);
    const log = panel.getByRole('list', { name: 'Test log' });
    await log.getByText('Started Admin permission checks: 4 tests').waitFor();
    await log
      .getByText(/administrator endpoints answered 401/)
      .first()
      .waitFor();
    const history = panel.getByRole('table', { name: 'Run history' });
    await history.getByText('4 / 0 / 0 of 4').waitFor();
    await page.screenshot({ path: path.join(shots, 'passed-1280.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('at phone width the realtime chat round trip runs over real sockets and passes', async () => {
    const { page, errors } = await testingTab(PHONE);
    await page.getByRole('region', { name: 'Realtime chat round trip', exact: true }).waitFor();
    await page.screenshot({ path: path.join(shots, 'suites-390.png'), fullPage: true });
    await runSuite(page, 'Realtime chat round trip', 5);
    const panel = page.getByRole('region', { name: 'Realtime chat round trip details' });
    // Run brings the run's panel into view, below the suite cards.
    await expect.poll(() => panel.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await panel
      .getByRole('list', { name: 'Test log' })
      .getByText(/Removed throwaway data: 2 members, 1 institutions/)
      .waitFor();
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'passed-390.png'), fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
