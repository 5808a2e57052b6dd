import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { signedInPage, type SignedUpMember } from '../support/member';
import { useServerAndBrowser } from '../support/suite';

const app = useServerAndBrowser();

const artifacts = path.resolve(import.meta.dirname, '../artifacts');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

async function snap(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(artifacts, { recursive: true });
  await page.waitForTimeout(400); // let transitions settle
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}

/** Serious and critical accessibility violations axe finds on the page, by rule. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the app's CSP refuses injected script tags.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: { target: string[] }[] };
    type Axe = { run: (context: object) => Promise<{ violations: Violation[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    // The shared toast's colours are another screen's matter (noted); this checks Settings itself.
    const result = await axe.run({ exclude: [['.MuiSnackbar-root']] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

let sequence = 0;
async function register(gender: string, orientation: string): Promise<SignedUpMember & { username: string }> {
  const email = `privacy${++sequence}.${Date.now().toString(36)}@ucalgary.ca`;
  const password = 'correct horse battery';
  const { verification_code } = await post<{ verification_code: string }>(`${app.server.url}/api/auth/register`, {
    email,
    password,
    institution_id: 'ucalgary',
    age: 24,
    gender,
    orientation,
    height_inches: 66,
  });
  const { access_token } = await post<{ access_token: string }>(`${app.server.url}/api/auth/verify-email`, {
    email,
    code: verification_code,
  });
  const me = (await (
    await fetch(`${app.server.url}/api/users/me`, { headers: { authorization: `Bearer ${access_token}` } })
  ).json()) as { username: string };
  return { email, password, token: access_token, username: me.username };
}

/** Closes the toast an action showed (its colours are judged with the toast's own screen). */
async function dismissToast(page: Page): Promise<void> {
  const toast = page.getByTestId('toast');
  await toast.getByRole('button', { name: 'Close' }).click();
  await toast.waitFor({ state: 'detached' });
}

const cardNames = (page: Page) => page.locator('[data-testid="user-card"] h3').allTextContents();

describe.each([
  ['phone', PHONE],
  ['desktop', { width: DESKTOP.width, height: 800 }],
] as const)('privacy settings at %s width', (label, viewport) => {
  it('hides a member I know from Browse both ways, and switches receipts and typing', async () => {
    const viewer = await register('man', 'gynephilic');
    const known = await register('woman', 'androphilic');
    // Someone each of them still sees, so that a loaded Browse is known to be loaded.
    const otherWoman = await register('woman', 'androphilic');
    const otherMan = await register('man', 'gynephilic');
    const { context, page, errors } = await signedInPage(app.browser, viewer, viewport);

    await page.goto(`${app.server.url}/browse`);
    await poll(() => cardNames(page)).toContain(known.username);

    await page.goto(`${app.server.url}/settings`);
    const receipts = page.getByRole('switch', { name: 'Read receipts' });
    await poll(() => receipts.isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Typing indicator' }).isChecked()).toBe(true);
    await page.getByText(/0 of 200 addresses hidden/).waitFor();
    await snap(page, `privacy-settings-${label}`);
    expect(await axeViolations(page)).toEqual([]);

    await receipts.click();
    await poll(() => receipts.isChecked()).toBe(false);
    await page
      .getByRole('textbox', { name: 'E-mail addresses' })
      .fill(`${known.email.toUpperCase()}, someone@ucalgary.ca`);
    await page.getByRole('button', { name: 'Hide 2 addresses' }).click();
    await page.getByText(/2 of 200 addresses hidden, last added/).waitFor();
    expect(await page.content()).not.toContain(known.email);
    await snap(page, `privacy-settings-hidden-${label}`);
    expect(await axeViolations(page)).toEqual([]);

    // Gone from my Browse, and I am gone from theirs; their profile link answers like a missing one.
    await page.goto(`${app.server.url}/browse`);
    await poll(() => cardNames(page)).toContain(otherWoman.username);
    expect(await cardNames(page)).not.toContain(known.username);
    const theirs = await signedInPage(app.browser, known, viewport);
    await theirs.page.goto(`${app.server.url}/browse`);
    await poll(() => cardNames(theirs.page)).toContain(otherMan.username);
    expect(await cardNames(theirs.page)).not.toContain(viewer.username);
    await theirs.context.close();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('snoozes from Settings, leaving strangers’ Browse until turned off, and downloads my data once a day', async () => {
    const stranger = await register('man', 'gynephilic');
    const snoozer = await register('woman', 'androphilic');
    const otherWoman = await register('woman', 'androphilic');
    const theirs = await signedInPage(app.browser, stranger, viewport);
    await theirs.page.goto(`${app.server.url}/browse`);
    await poll(() => cardNames(theirs.page)).toContain(snoozer.username);

    const { context, page, errors } = await signedInPage(app.browser, snoozer, viewport);
    await page.goto(`${app.server.url}/settings`);
    const state = page.getByTestId('snooze-state');
    await poll(() => state.textContent()).toBe('Not snoozed.');
    await page.getByRole('button', { name: '3 days' }).click();
    await poll(() => state.textContent()).toMatch(/^Snoozed until \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M\.$/);
    await dismissToast(page);
    await page.getByRole('region', { name: 'Snooze' }).scrollIntoViewIfNeeded();
    await snap(page, `privacy-snooze-${label}`);
    expect(await seriousViolations(page)).toEqual([]);

    // The stranger no longer finds her; Browse is known loaded by another member's card.
    await theirs.page.reload();
    await poll(() => cardNames(theirs.page)).toContain(otherWoman.username);
    expect(await cardNames(theirs.page)).not.toContain(snoozer.username);

    await page.getByRole('button', { name: 'Until I turn it off' }).click();
    await poll(() => state.textContent()).toBe('Snoozed until you turn it off.');
    await page.getByRole('button', { name: 'Turn off' }).click();
    await poll(() => state.textContent()).toBe('Not snoozed.');
    await theirs.page.reload();
    await poll(() => cardNames(theirs.page)).toContain(snoozer.username);
    await theirs.context.close();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^quad-data-\d{4}-\d{2}-\d{2}\.zip$/);
    await page.getByRole('button', { name: 'Download my data' }).click();
    await page.getByText('You can download your data once a day. Please try again later.').waitFor();
    await dismissToast(page);
    await page.getByRole('region', { name: 'Your data' }).scrollIntoViewIfNeeded();
    await snap(page, `privacy-your-data-${label}`);
    expect(await seriousViolations(page)).toEqual([]);

    // The refused second download is a 429 the screen answers; nothing else went wrong.
    expect(errors.filter((e) => !e.includes('429'))).toEqual([]);
    await context.close();
  });
});
