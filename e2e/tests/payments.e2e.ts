import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const ADMIN = { email: 'admin.payments@ucalgary.ca', password: 'a long admin passphrase' };
const shots = path.resolve(import.meta.dirname, '../artifacts/payments');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function call<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(server.url + url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}\n${server.output()}`);
  return json;
}

/** A verified member at the University of Calgary, signed in through the API. */
async function newMember(): Promise<string> {
  const email = `payer.${Date.now().toString(36)}@ucalgary.ca`;
  const registered = await call<{ verification_code: string }>('POST', '/api/auth/register', {
    email,
    password: 'correct horse battery',
    institution_id: 'ucalgary',
    age: 23,
    gender: 'man',
    orientation: 'gynephilic',
    height_inches: 70,
  });
  const verified = await call<{ access_token: string }>('POST', '/api/auth/verify-email', {
    email,
    code: registered.verification_code,
  });
  return verified.access_token;
}

async function signedInPage(token: string, viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, viewport);
  await page.goto(server.url);
  await page.evaluate((t) => localStorage.setItem('accessToken', t), token);
  return { page, errors };
}

describe('Payments', () => {
  it('a member sees the instructions with their code and claims; after an administrator verifies, the page shows Paid', async () => {
    const token = await newMember();
    const instructions = await call<{ payment_code: string; username: string }>(
      'GET',
      '/api/payment-instructions',
      undefined,
      token,
    );

    const { page, errors } = await signedInPage(token);
    await page.goto(`${server.url}/payments`);
    await page.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    const steps = page.getByRole('region', { name: 'Pay by Interac e-Transfer' });
    await steps.getByText(`${instructions.username} ${instructions.payment_code}`).waitFor();
    await steps.getByText('$20.00 CAD').waitFor();
    await page.screenshot({ path: path.join(shots, 'unpaid-1280.png'), fullPage: true });

    await page.getByRole('button', { name: 'I have sent it' }).click();
    const dialog = page.getByRole('dialog', { name: 'I have sent the e-Transfer' });
    await dialog.getByLabel('Sender name').fill('Sam Payer');
    await dialog.getByLabel('Amount sent').fill('20.00');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    const status = page.getByRole('region', { name: 'One-time payment' });
    await status.getByText('Under review', { exact: true }).waitFor();
    await page.getByRole('table', { name: 'Payment history' }).getByText('Unknown').waitFor();
    await page.screenshot({ path: path.join(shots, 'under-review-1280.png'), fullPage: true });

    const admin = await call<{ access_token: string }>('POST', '/api/auth/login', ADMIN);
    const pending = await call<{ pending_payments: { user: { username: string }; payments: { id: number }[] }[] }>(
      'GET',
      '/api/admin/payments/pending',
      undefined,
      admin.access_token,
    );
    const entry = pending.pending_payments.find((p) => p.user.username === instructions.username);
    expect(entry?.payments).toHaveLength(1);
    await call(
      'POST',
      `/api/admin/payments/${entry!.payments[0]!.id}/verify`,
      { transaction_id: 'CA1e2eTest', admin_notes: 'Found it' },
      admin.access_token,
    );

    // The member comes back to the tab: the page reads the status again.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await status.getByText('Paid', { exact: true }).waitFor();
    await page.getByRole('table', { name: 'Payment history' }).getByText('CA1e2eTest').waitFor();
    expect(await page.getByRole('region', { name: 'Pay by Interac e-Transfer' }).count()).toBe(0);
    expect(await page.getByText('Found it').count()).toBe(0);
    await page.waitForTimeout(500); // let the status chip finish its colour transition
    await page.screenshot({ path: path.join(shots, 'paid-1280.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits a phone, as a page and as an overlay, with history as cards', async () => {
    const token = await newMember();
    await call('POST', '/api/payments/claim', {}, token);
    const { page, errors } = await signedInPage(token, PHONE);
    await page.goto(`${server.url}/payments`);
    await page.getByRole('region', { name: 'Payment history' }).getByRole('listitem').first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(shots, 'under-review-390.png'), fullPage: true });

    await page.goto(`${server.url}/browse`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Payments' }).click();
    const overlay = page.getByRole('dialog');
    await overlay.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    await overlay
      .getByRole('region', { name: 'One-time payment' })
      .getByText('Under review', { exact: true })
      .waitFor();
    await page.screenshot({ path: path.join(shots, 'overlay-390.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
