import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE } from '../support/browser';
import { codeFromOutbox, lastMailTo, reportLinkFromOutbox } from '../support/outbox';
import { useServerAndBrowser } from '../support/suite';

const app = useServerAndBrowser();
let serial = 0;

const newEmail = (name: string) => `${name}.${Date.now().toString(36)}${serial++}@ucalgary.ca`;
const PASSWORD = 'correct horse battery';

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(app.server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** An account made through the API; verified (with a session token) unless asked otherwise. */
async function createMember(email: string, verified = true): Promise<{ token: string | null }> {
  const registered = await post('/api/auth/register', {
    email,
    password: PASSWORD,
    institution_id: 'ucalgary',
    age: 24,
    gender: 'man',
    orientation: 'gynephilic',
    height_inches: 70,
  });
  expect(registered.status).toBe(201);
  if (!verified) return { token: null };
  const code = await codeFromOutbox(app.server.dataDir, email);
  const verifiedAnswer = await post('/api/auth/verify-email', { email, code });
  expect(verifiedAnswer.status).toBe(200);
  return { token: verifiedAnswer.body.access_token as string };
}

async function choose(page: Page, field: RegExp, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the sign-up form (institution already chosen) and presses Continue to Verification. */
async function submitSignup(page: Page, email: string) {
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await choose(page, /^Age/, '22');
  await choose(page, /^Height/, `5'6"`);
  await choose(page, /^Gender/, 'Woman');
  await choose(page, /^Orientation/, 'Attracted to men');
  for (const checkbox of await page.getByRole('checkbox').all()) await checkbox.check();
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
  await page.getByRole('button', { name: 'Continue to Verification' }).click();
  return registered;
}

async function signInThroughMenu(page: Page, email: string, password: string) {
  await page.goto(app.server.url);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Sign In' }).waitFor();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

describe('accounts in the browser', () => {
  it('signs up a new member from a landing card to their profile', async () => {
    const { page, context, errors } = await openPage(app.browser, PHONE);
    const email = newEmail('ana');
    await page.goto(app.server.url);
    await page.getByRole('button', { name: 'Create an account at University of Calgary' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    // The institution list arrives after the form opens; the card's choice shows once it has.
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Institution/ }).textContent())
      .toContain('University of Calgary');
    const registered = await (await submitSignup(page, email)).json();
    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    // Outside production the answer carries the code; the e-mail goes out all the same.
    const mailed = await codeFromOutbox(app.server.dataDir, email);
    expect(registered.verification_code ?? mailed).toBe(mailed);
    await page.getByPlaceholder('Enter 6-digit code').fill(mailed);
    await page.getByRole('button', { name: 'Verify and Sign In' }).click();
    await page.waitForURL(`${app.server.url}/profile`);
    expect(await page.evaluate(() => sessionStorage.getItem('isNewRegistration'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    expect(await page.evaluate(() => sessionStorage.getItem('signupFormState'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in from the menu overlay, signs out, and signs in again', async () => {
    const email = newEmail('ben');
    await createMember(email);
    const { page, context, errors } = await openPage(app.browser, DESKTOP);
    await signInThroughMenu(page, email, 'not the password');
    await page.getByRole('dialog').getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();

    await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('dialog').getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${app.server.url}/browse`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${app.server.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto(`${app.server.url}/browse`);
    await page.waitForURL(`${app.server.url}/`);

    await signInThroughMenu(page, email, PASSWORD);
    await page.waitForURL(`${app.server.url}/browse`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password in three steps', async () => {
    const email = newEmail('cleo');
    await createMember(email);
    const { page, context, errors } = await openPage(app.browser, PHONE);
    await page.goto(`${app.server.url}/signin`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    const previous = /verification code is (\d{6})/.exec(lastMailTo(app.server.dataDir, email) ?? '')?.[1] ?? null;
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await page.getByPlaceholder('Enter 6-digit code').fill(await codeFromOutbox(app.server.dataDir, email, previous));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('New Password', { exact: true }).fill('a brand new password');
    await page.getByLabel('Confirm New Password').fill('a brand new passwor');
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel('Confirm New Password').fill('a brand new password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(/Your password has been reset/).waitFor();
    await page.waitForURL(`${app.server.url}/signin`, { timeout: 10_000 });

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a brand new password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${app.server.url}/browse`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('blocks an e-mail from the link in an unwanted verification e-mail', async () => {
    const email = newEmail('dana');
    await createMember(email, false);
    const { page, context, errors } = await openPage(app.browser, DESKTOP);
    await page.goto(reportLinkFromOutbox(app.server.dataDir, email));
    await page.getByRole('heading', { name: 'Report Unwanted Email' }).waitFor();
    await page.getByText(email).waitFor();
    await page.getByRole('button', { name: 'Block This Email' }).click();
    await page.getByRole('heading', { name: 'Email Blocked Successfully' }).waitFor();
    await page.getByText('Thank You for Your Report').waitFor();

    const again = await post('/api/auth/register', {
      email,
      password: PASSWORD,
      institution_id: 'ucalgary',
      age: 30,
      gender: 'woman',
      orientation: 'ambiphilic',
      height_inches: 65,
    });
    expect(again.status).toBe(403);

    await page.goto(`${app.server.url}/report-email?email=${encodeURIComponent(email)}`);
    await page.getByText('Invalid report link. Please use the link from your email.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a verified e-mail signing up again to sign in', async () => {
    const email = newEmail('eli');
    await createMember(email);
    const { page, context } = await openPage(app.browser, DESKTOP);
    await page.goto(app.server.url);
    await page.getByRole('button', { name: 'Create an account at University of Calgary' }).click();
    const answer = await submitSignup(page, email);
    expect(answer.status()).toBe(409);
    await page.getByRole('heading', { name: 'Account Already Verified' }).waitFor();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${app.server.url}/signin`);
    await context.close();
  });

  it('sends an unverified e-mail signing up again to its verification view', async () => {
    const email = newEmail('fay');
    await createMember(email, false);
    const first = await codeFromOutbox(app.server.dataDir, email);
    const { page, context } = await openPage(app.browser, DESKTOP);
    await page.goto(app.server.url);
    await page.getByRole('button', { name: 'Create an account at University of Calgary' }).click();
    const resent = page.waitForResponse((r) => r.url().endsWith('/api/auth/resend-verification'));
    expect((await submitSignup(page, email)).status()).toBe(409);
    expect((await resent).status()).toBe(200);
    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    // The resend counted: one of five used, and the next one waits.
    await page.getByRole('button', { name: /Resend code in 0:[23]\d \(4 left\)/ }).waitFor();
    await page.getByPlaceholder('Enter 6-digit code').fill(await codeFromOutbox(app.server.dataDir, email, first));
    await page.getByRole('button', { name: 'Verify and Sign In' }).click();
    await page.waitForURL(`${app.server.url}/profile`);
    await context.close();
  });

  it('takes an unverified member from sign-in to verification, and a deleted one to the notice', async () => {
    const pending = newEmail('gus');
    await createMember(pending, false);
    const code = await codeFromOutbox(app.server.dataDir, pending);
    const { page, context } = await openPage(app.browser, PHONE);
    await page.goto(`${app.server.url}/signin`);
    await page.getByLabel('Email').fill(pending);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    await page.getByPlaceholder('Enter 6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify and Sign In' }).click();
    await page.waitForURL(`${app.server.url}/profile`);
    await context.close();

    const gone = newEmail('hal');
    const { token } = await createMember(gone);
    const deleted = await fetch(`${app.server.url}/api/users/me`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.status).toBe(200);
    const second = await openPage(app.browser, DESKTOP);
    await second.page.goto(`${app.server.url}/signin`);
    await second.page.getByLabel('Email').fill(gone);
    await second.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await second.page.getByRole('button', { name: 'Sign In' }).click();
    await second.page.getByRole('heading', { name: 'Account Deleted' }).waitFor();
    await second.page.getByText(/in approximately 30 days/).waitFor();
    await second.context.close();
  });
});
