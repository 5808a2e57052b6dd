import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, launchBrowser, PHONE, realtimeConnected } from '../support/browser';
import { signedInPage, signUp, type SignedUpMember } from '../support/member';
import { startServer, type RunningServer } from '../support/server';
import { apiCall } from '../support/api';

const FIRST_ADMIN = { email: 'first.admin@ucalgary.ca', password: 'a long admin passphrase' };
const SECOND_ADMIN = { email: 'second.admin@ucalgary.ca', password: 'another long admin passphrase' };
const shots = path.resolve(import.meta.dirname, '../artifacts/due-process');

let server: RunningServer;
let browser: Browser;
let firstAdmin: SignedUpMember;
let secondAdmin: SignedUpMember;

const call = <T>(method: string, url: string, body?: unknown, token?: string) =>
  apiCall<T>(server, method, url, body, token);

const signIn = async (account: { email: string; password: string }): Promise<SignedUpMember> => ({
  ...account,
  token: (await call<{ access_token: string }>('POST', '/api/auth/login', account)).access_token,
});

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  server = await startServer({ ADMIN_EMAIL: FIRST_ADMIN.email, ADMIN_PASSWORD: FIRST_ADMIN.password });
  browser = await launchBrowser();
  firstAdmin = await signIn(FIRST_ADMIN);
  await call(
    'POST',
    '/api/admin/create-admin',
    { ...SECOND_ADMIN, notification_email: SECOND_ADMIN.email, institution_id: 'ucalgary' },
    firstAdmin.token,
  );
  secondAdmin = await signIn(SECOND_ADMIN);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function adminPage(admin: SignedUpMember): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await signedInPage(browser, admin, DESKTOP);
  await page.goto(`${server.url}/admin?tab=1`);
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  return { page, errors };
}

/** A toast fades in and out: close it before the screen is judged. */
async function closeToast(page: Page, text: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await toast.getByRole('button', { name: 'Close' }).click();
  await toast.waitFor({ state: 'hidden' });
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400); // let transitions settle
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

describe('Due process', () => {
  it('an administrator suspends for 24 hours, the member appeals from the banner, another administrator overturns, and the member’s page recovers live', async () => {
    const member = await signUp(server.url);
    const { id, username } = await call<{ id: number; username: string }>(
      'GET',
      '/api/users/me',
      undefined,
      member.token,
    );

    const memberView = await signedInPage(browser, member, PHONE);
    const connected = realtimeConnected(memberView.page);
    await memberView.page.goto(`${server.url}/browse`);
    await connected;

    // The first administrator suspends the member for 24 hours from the user row.
    const first = await adminPage(firstAdmin);
    const search = first.page.getByRole('search', { name: 'Search users' });
    await search.getByLabel('Username or email').fill(username);
    await search.getByRole('button', { name: 'Search' }).click();
    const row = first.page.getByRole('listitem', { name: `User ${username}` });
    await row.getByRole('button', { name: 'Take Action' }).click();
    const dialog = first.page.getByRole('dialog', { name: `User Action: ${username}` });
    await dialog.getByRole('radio', { name: 'Suspend user' }).check();
    await dialog.getByRole('combobox', { name: 'Duration' }).click();
    await first.page.getByRole('option', { name: '24 hours' }).click();
    await dialog.getByLabel(/^Suspension message/).fill('Repeated rude messages to other members');
    await dialog.getByLabel(`Type ${username} to confirm`).fill(username);
    await shot(first.page, 'suspend-for-24-hours-1280');
    await dialog.getByRole('button', { name: 'Suspend user' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText(/Suspended: Repeated rude messages to other members \(until /).waitFor();

    // The member's open page shows the suspension, its end, and the Appeal button.
    const banner = memberView.page.getByRole('alert').filter({ hasText: 'Account Suspended' });
    await banner.getByText('Repeated rude messages to other members').waitFor();
    await banner.getByText(/^Until /).waitFor();
    await banner.getByRole('button', { name: 'Appeal' }).click();
    const appeal = memberView.page.getByRole('dialog', { name: 'Appeal this suspension' });
    await appeal.getByLabel(/Your appeal/).fill('Those were jokes between friends who know each other well.');
    await shot(memberView.page, 'appeal-dialog-390');
    expect(await seriousViolations(memberView.page)).toEqual([]);
    await appeal.getByRole('button', { name: 'Send Appeal' }).click();
    await appeal.waitFor({ state: 'detached' });
    await banner.getByText('Appeal under review').waitFor();
    await closeToast(memberView.page, 'Your appeal has been sent');
    await shot(memberView.page, 'suspended-with-appeal-390');
    expect(await seriousViolations(memberView.page)).toEqual([]);
    await memberView.page.setViewportSize(DESKTOP);
    await shot(memberView.page, 'suspended-with-appeal-1280');
    await memberView.page.setViewportSize(PHONE);

    // The administrator who suspended cannot decide the appeal.
    await first.page.reload();
    const own = first.page.getByRole('listitem', { name: `Appeal by ${username}` });
    await own.getByText('Your action: another admin decides').waitFor();
    expect(await own.getByRole('button', { name: 'Decide' }).count()).toBe(0);

    // The second administrator overturns it.
    const second = await adminPage(secondAdmin);
    const item = second.page.getByRole('listitem', { name: `Appeal by ${username}` });
    await item.getByText('Those were jokes between friends who know each other well.').waitFor();
    await shot(second.page, 'pending-appeals-1280');
    expect(await seriousViolations(second.page)).toEqual([]);
    await second.page.setViewportSize(PHONE);
    await shot(second.page, 'pending-appeals-390');
    await second.page.setViewportSize(DESKTOP);
    await item.getByRole('button', { name: 'Decide' }).click();
    const decide = second.page.getByRole('dialog', { name: `Decide Appeal: ${username}` });
    await decide.getByRole('radio', { name: /Overturn/ }).check();
    await decide.getByLabel(/Message to the member/).fill('Understood, the suspension is lifted.');
    await decide.getByRole('button', { name: 'Overturn' }).click();
    await decide.waitFor({ state: 'detached' });
    await item.waitFor({ state: 'detached' });

    // The member's page recovers live: the banner is gone, the decision is shown, Browse works.
    await memberView.page.getByText('Your appeal was accepted').waitFor();
    await memberView.page.getByText('Understood, the suspension is lifted.').waitFor();
    expect(await memberView.page.getByText('Account Suspended').count()).toBe(0);
    expect(await memberView.page.getByTestId('suspended-notice').count()).toBe(0);
    await shot(memberView.page, 'appeal-accepted-390');
    expect(await seriousViolations(memberView.page)).toEqual([]);

    const me = await call<{ is_suspended: boolean }>('GET', '/api/users/me', undefined, member.token);
    expect(me.is_suspended).toBe(false);
    const details = await call<{ user: { strike_count: number; admin_action_history: { action_type: string }[] } }>(
      'GET',
      `/api/admin/users/${id}/details`,
      undefined,
      secondAdmin.token,
    );
    expect(details.user.admin_action_history.map((a) => a.action_type).slice(0, 3)).toEqual([
      'unsuspend',
      'appeal_overturned',
      'suspend',
    ]);
    expect(memberView.errors).toEqual([]);
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    for (const p of [memberView.page, first.page, second.page]) await p.context().close();
  });
});
