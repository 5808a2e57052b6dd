import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, realtimeConnected } from '../support/browser';
import { signedInPage, signUp, type SignedUpMember } from '../support/member';
import { useServerAndBrowser } from '../support/suite';

/**
 * Issue 18: the sender is asked "Are you sure?" before contact details go out (Edit and Send
 * anyway), and the recipient of a risky message gets a safety tip with Report and Block.
 */

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

const ADMIN = { email: 'safety.admin@ucalgary.ca', password: 'a long admin passphrase' };
const app = useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

const artifacts = path.resolve(import.meta.dirname, '../artifacts/chat-safety');
/** With E2E_SCREENSHOTS=1, keeps a picture of the screen for people to look at. */
async function snap(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(artifacts, { recursive: true });
  await page.waitForTimeout(400); // let transitions settle
  await page.screenshot({ path: path.join(artifacts, `${name}.png`) });
}

/** WCAG A and AA problems axe-core finds on the page as it is now (or only within `selector`). */
async function accessibilityProblems(page: Page, selector?: string): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(c: unknown, o: object): Promise<AxeResults> } }).axe;
    const results = await axe.run(selector ? { include: [[selector]] } : document, {
      runOnly: ['wcag2a', 'wcag2aa'],
    });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}
interface AxeResults {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

interface Me {
  id: number;
  username: string;
}

async function me(member: SignedUpMember): Promise<Me> {
  const res = await fetch(`${app.server.url}/api/users/me`, { headers: { authorization: `Bearer ${member.token}` } });
  if (!res.ok) throw new Error(`me answered ${res.status}`);
  return (await res.json()) as Me;
}

async function openChat(member: SignedUpMember, other: Me, viewport: { width: number; height: number }) {
  const opened = await signedInPage(app.browser, member, viewport);
  const connected = realtimeConnected(opened.page);
  await opened.page.goto(`${app.server.url}/chat/${other.id}`);
  await opened.page.getByRole('region', { name: `Profile of ${other.username}` }).waitFor();
  await connected;
  return opened;
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const bubble = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });
const CONTACT = 'Add me on snap, my number is 403 555 0199';

describe.each([
  ['390', PHONE],
  ['1280', DESKTOP],
])('Chat safety at %s px', (width, viewport) => {
  it('asks the sender "Are you sure?": Edit puts the text back, Send anyway delivers it once', async () => {
    const [ann, ben] = await Promise.all([signUp(app.server.url), signUp(app.server.url)]);
    const [annMe, benMe] = await Promise.all([me(ann), me(ben)]);
    const a = await openChat(ann, benMe, viewport);
    const b = await openChat(ben, annMe, viewport);

    await composer(a.page).fill(CONTACT);
    await composer(a.page).press('Enter');
    const dialog = a.page.getByRole('dialog', { name: 'Before you send this' });
    await dialog.waitFor();
    await dialog.getByText(/phone number, an e-mail address or another app/).waitFor();
    await snap(a.page, `nudge-${width}`);
    expect(await accessibilityProblems(a.page)).toEqual([]);

    // Edit: nothing sent, the text is back in the composer.
    await dialog.getByRole('button', { name: 'Edit message' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => composer(a.page).inputValue()).toBe(CONTACT);
    expect(await bubble(a.page, CONTACT).count()).toBe(0);

    // Sent again as it is: asked again, and this time Send anyway.
    await composer(a.page).press('Enter');
    await dialog.getByRole('button', { name: 'Send anyway' }).click();
    await bubble(a.page, CONTACT)
      .getByRole('img', { name: /Sent|Delivered|Read/ })
      .waitFor();
    await bubble(b.page, CONTACT).waitFor();
    expect(await bubble(a.page, CONTACT).count()).toBe(1);
    expect(await bubble(b.page, CONTACT).count()).toBe(1);
    // The sender never sees the recipient's tip.
    expect(await a.page.getByRole('note', { name: 'Safety tip' }).count()).toBe(0);

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it('shows the recipient a safety tip under the message, and Report from it files the report', async () => {
    const [cat, dan] = await Promise.all([signUp(app.server.url), signUp(app.server.url)]);
    const [catMe, danMe] = await Promise.all([me(cat), me(dan)]);
    const c = await openChat(cat, danMe, viewport);
    const d = await openChat(dan, catMe, viewport);

    const money = 'Can you e-transfer me $200 for rent? I will pay you back';
    await composer(c.page).fill(money);
    await composer(c.page).press('Enter');
    await c.page
      .getByRole('dialog', { name: 'Before you send this' })
      .getByRole('button', { name: 'Send anyway' })
      .click();

    const tip = d.page.getByRole('note', { name: 'Safety tip' });
    await tip.waitFor();
    await tip
      .getByText('Quad never asks members to pay each other. Keep chats here until you trust someone.')
      .waitFor();
    await snap(d.page, `notice-${width}`);
    expect(await accessibilityProblems(d.page)).toEqual([]);
    expect(await accessibilityProblems(d.page, '[role="note"]')).toEqual([]);
    expect(await c.page.getByRole('note', { name: 'Safety tip' }).count()).toBe(0);

    await tip.getByRole('button', { name: 'Report' }).click();
    const report = d.page.getByRole('dialog', { name: `Report User: ${catMe.username}` });
    await report.waitFor();
    expect(await report.getByRole('combobox', { name: /Reason/ }).innerText()).toContain('Spam');
    expect(await report.getByRole('textbox', { name: 'Description (optional)' }).inputValue()).toBe(
      `Reported message: "${money}"`,
    );
    await snap(d.page, `notice-report-${width}`);
    await report.getByRole('button', { name: 'Submit Report' }).click();
    await d.page.getByText('Report submitted successfully. Our team will review it soon.').waitFor();

    expect(c.errors).toEqual([]);
    expect(d.errors).toEqual([]);
    await c.context.close();
    await d.context.close();
  });
});

describe.each([
  ['390', PHONE],
  ['1280', DESKTOP],
])('The Auto-Flag Detection card at %s px', (width, viewport) => {
  it('shows the nudge switch, its threshold and how often senders edited instead of sending', async () => {
    const res = await fetch(`${app.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { access_token } = (await res.json()) as { access_token: string };
    const { context, page, errors } = await signedInPage(app.browser, { ...ADMIN, token: access_token }, viewport);
    await page.goto(`${app.server.url}/admin?tab=3`);
    const card = page.getByRole('region', { name: 'Auto-Flag Detection Settings' });
    await card.waitFor();
    expect(await card.getByRole('switch', { name: /Are you sure\?/ }).isChecked()).toBe(true);
    await card.getByRole('button', { name: 'Edit' }).click();
    expect(await card.getByLabel('"Are you sure?" threshold score').inputValue()).toBe('25');
    await card.getByRole('button', { name: 'Cancel' }).click();
    // The chats above held messages: some were edited, some sent anyway.
    const nudges = card.getByLabel('"Are you sure?" nudges');
    await nudges.getByText('Edited instead').waitFor();
    await nudges.scrollIntoViewIfNeeded();
    await snap(page, `admin-card-${width}`);
    expect(await accessibilityProblems(page, '[aria-label="Auto-Flag Detection Settings"]')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
