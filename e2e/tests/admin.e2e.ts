import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { signedInPage, signUp, type SignedUpMember } from '../support/member';
import { startServer, type RunningServer } from '../support/server';
import { apiCall } from '../support/api';

const ADMIN = { email: 'admin.area@ucalgary.ca', password: 'a long admin passphrase' };
const shots = path.resolve(import.meta.dirname, '../artifacts/admin');

let server: RunningServer;
let browser: Browser;
let admin: SignedUpMember;

const call = <T>(method: string, url: string, body?: unknown, token?: string) =>
  apiCall<T>(server, method, url, body, token);

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  const { access_token } = await call<{ access_token: string }>('POST', '/api/auth/login', ADMIN);
  admin = { ...ADMIN, token: access_token };
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const usernameOf = async (member: SignedUpMember) =>
  await call<{ id: number; username: string }>('GET', '/api/users/me', undefined, member.token);

/** The admin page at a tab, signed in as the administrator. */
async function adminPage(tab: number, viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await signedInPage(browser, admin, viewport);
  await page.goto(`${server.url}/admin?tab=${tab}`);
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  return { page, errors };
}

async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.waitForTimeout(400); // let transitions settle
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage });
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).waitFor();

describe('Admin area', () => {
  it('an administrator reviews a report and suspends the member, whose open page shows it at once', async () => {
    const reporter = await signUp(server.url);
    const reported = await signUp(server.url);
    const target = await usernameOf(reported);
    await call(
      'POST',
      `/api/users/${target.id}/report`,
      { reason: 'harassment', description: 'Keeps sending rude messages' },
      reporter.token,
    );

    const memberView = await signedInPage(browser, reported);
    await memberView.page.goto(`${server.url}/browse`);
    await memberView.page.getByRole('button', { name: 'Account menu' }).waitFor();

    const { page, errors } = await adminPage(1);
    const item = page.getByRole('listitem', { name: `Report about ${target.username}` });
    await item.getByText('Keeps sending rude messages').waitFor();
    await item.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review User Report' });
    await dialog.getByRole('radio', { name: 'Suspend user' }).check();
    await dialog.getByLabel(/^Suspension message/).fill('Suspended for harassment of other members');
    await dialog.getByLabel(`Type ${target.username} to confirm`).fill(target.username.toUpperCase());
    await dialog.getByRole('button', { name: 'Suspend user' }).click();
    await dialog.getByText('Username confirmation does not match. Please type the exact username.').waitFor();
    await dialog.getByLabel(`Type ${target.username} to confirm`).fill(target.username);
    await shot(page, 'review-report-dialog-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Suspend user' }).click();
    await dialog.waitFor({ state: 'detached' });
    await item.waitFor({ state: 'detached' });

    await memberView.page.getByText('Account Suspended').waitFor();
    await memberView.page.getByText('Suspended for harassment of other members').waitFor();
    await shot(memberView.page, 'member-suspended-live-1280');
    expect(memberView.errors).toEqual([]);
    expect(errors).toEqual([]);
    await memberView.page.context().close();
    await page.context().close();
  });

  it('verifies a payment from the pending list', async () => {
    const payer = await signUp(server.url);
    const { username } = await usernameOf(payer);
    await call('POST', '/api/payments/claim', { sender_name: 'Sam Payer', amount: 20 }, payer.token);

    const { page, errors } = await adminPage(1);
    const item = page.getByRole('listitem', { name: `Payment of ${username}` });
    await item.getByText('Sam Payer').waitFor();
    await item.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review Payment' });
    await dialog.getByLabel('Transaction ID').fill('CA1e2eAdmin');
    await dialog.getByLabel('Admin notes (private)').fill('Seen in the bank account');
    await shot(page, 'review-payment-dialog-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Verify Payment' }).click();
    await toast(page, 'Payment verified successfully');
    await item.waitFor({ state: 'detached' });

    const status = await call<{ is_paid: boolean; payments: { transaction_id: string | null }[] }>(
      'GET',
      '/api/payments',
      undefined,
      payer.token,
    );
    expect(status.is_paid).toBe(true);
    expect(status.payments[0]?.transaction_id).toBe('CA1e2eAdmin');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('edits a setting, which members see at once', async () => {
    const { page, errors } = await adminPage(3);
    const card = page.getByRole('region', { name: 'Account Deletion Settings' });
    await card.getByRole('button', { name: 'Edit' }).click();
    await card.getByLabel('Deletion cooldown (days)').fill('400');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Deletion cooldown must be a whole number from 1 to 365').waitFor();
    await card.getByLabel('Deletion cooldown (days)').fill('45');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('45 days').waitFor();
    const published = await call<{ default_deletion_cooldown_days: number }>('GET', '/api/auth/public/settings');
    expect(published.default_deletion_cooldown_days).toBe(45);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('creates an institution and deletes it', async () => {
    const { page, errors } = await adminPage(3);
    await page.getByRole('button', { name: 'Add Institution' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Institution' });
    await dialog.getByLabel(/^Name/).fill('Bow Valley College');
    await dialog.getByLabel('Abbreviation').fill('BVC');
    await dialog.getByLabel(/^Email domains/).fill('bowvalleycollege.ca\n\n*.bvc.ca');
    await dialog.getByLabel('Payment threshold').fill('40');
    await dialog.getByLabel('Display order').fill('9');
    await dialog.getByRole('button', { name: 'Add Institution' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page
      .getByRole('table', { name: 'Institutions' })
      .getByRole('row')
      .filter({ hasText: 'Bow Valley College' });
    await row.getByText('bowvalleycollege.ca, *.bvc.ca').waitFor();
    await shot(page, 'settings-tab-1280');

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Institution' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // While the dialog is open the table is hidden from the accessibility tree, so the row
    // "leaves" at once: wait for the dialog to close (the deletion answered) first.
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    const list = await call<{ id: string; name: string }[]>('GET', '/api/institutions');
    expect(list.map((i) => i.name)).not.toContain('Bow Valley College');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('blocks an e-mail and unblocks it', async () => {
    const email = 'unwanted.sender@ucalgary.ca';
    const { page, errors } = await adminPage(6);
    await page.getByText('No blocked emails found').waitFor();
    await page.getByRole('button', { name: 'Block Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block Email' });
    await dialog.getByRole('button', { name: 'Block' }).click();
    await dialog.getByText('Please enter an email address to block').waitFor();
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByLabel('Reason').fill('Sign-up spam');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await dialog.waitFor({ state: 'detached' });

    const refused = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'correct horse battery',
        institution_id: 'ucalgary',
        age: 24,
        gender: 'woman',
        orientation: 'androphilic',
        height_inches: 66,
      }),
    });
    expect(refused.ok).toBe(false);

    const search = page.getByRole('search', { name: 'Search blocked emails' });
    await search.getByLabel('Exact email address').fill(`  ${email.toUpperCase()} `);
    await search.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('table', { name: 'Blocked emails' }).getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await shot(page, 'blocked-emails-1280');
    await row.getByRole('button', { name: 'Unblock' }).click();
    const unblock = page.getByRole('dialog', { name: 'Unblock Email' });
    await unblock.getByRole('button', { name: 'Unblock' }).click();
    await unblock.waitFor({ state: 'detached' });
    await page.getByText('No blocked emails found').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits a phone and a desktop on every tab', async () => {
    for (const [width, viewport] of [
      [390, PHONE],
      [1280, DESKTOP],
    ] as const) {
      const { page, errors } = await adminPage(0, viewport);
      for (const [tab, name] of [
        [0, 'overview'],
        [1, 'users'],
        [2, 'admins'],
        [3, 'settings'],
        [5, 'deleted-users'],
        [6, 'blocked-emails'],
      ] as const) {
        await page.goto(`${server.url}/admin?tab=${tab}`);
        await page.getByRole('tabpanel').locator('h2, table, section').first().waitFor();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} at ${width}`).toBeLessThanOrEqual(0);
        await shot(page, `${name}-${width}`);
        if (tab === 1) {
          // The expanded row of the member who paid earlier: payments, figures, histories.
          await page
            .getByRole('button', { name: /^Show details of / })
            .first()
            .click();
          await page.getByRole('region', { name: 'Admin action history' }).waitFor();
          const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(wider, `expanded user at ${width}`).toBeLessThanOrEqual(0);
          await shot(page, `user-expanded-${width}`);
        }
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
