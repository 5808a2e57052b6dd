import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser';
import { signedInPage, type SignedUpMember } from '../support/member';
import { startServer, type RunningServer } from '../support/server';
import { apiCall } from '../support/api';

/**
 * The screens a student meets, at a phone's width and a desktop's: names whole, the next step
 * in view, and no critical or serious accessibility violation (axe).
 */
const ADMIN = { email: 'screens.admin@ucalgary.ca', password: 'a long admin passphrase' };
let server: RunningServer;
let browser: Browser;
let admin: string;

const shots = path.resolve(import.meta.dirname, '../artifacts/screens');
async function snap(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(shots, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

const call = <T>(method: string, url: string, body?: unknown, token?: string) =>
  apiCall<T>(server, method, url, body, token);

let sequence = 0;
type Member = SignedUpMember & { id: number; username: string };
async function member(gender: 'man' | 'woman', orientation: 'gynephilic' | 'androphilic'): Promise<Member> {
  const email = `screens${++sequence}.${Date.now().toString(36)}@ucalgary.ca`;
  const password = 'correct horse battery';
  const { verification_code } = await call<{ verification_code: string }>('POST', '/api/auth/register', {
    email,
    password,
    institution_id: 'ucalgary',
    age: 22,
    gender,
    orientation,
    height_inches: 68,
  });
  const { access_token } = await call<{ access_token: string }>('POST', '/api/auth/verify-email', {
    email,
    code: verification_code,
  });
  const me = await call<{ id: number; username: string }>('GET', '/api/users/me', undefined, access_token);
  return { email, password, token: access_token, ...me };
}

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  admin = (await call<{ access_token: string }>('POST', '/api/auth/login', ADMIN)).access_token;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

for (const [width, viewport] of [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const) {
  describe(`Screens at ${width} px`, () => {
    it('landing, browse, a first chat, the block question and settings', async () => {
      const landing = await openPage(browser, viewport);
      await landing.page.goto(server.url);
      await landing.page.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousViolations(landing.page), 'landing').toEqual([]);
      await snap(landing.page, `landing-${width}`);
      await landing.context.close();

      const [her, him] = [await member('woman', 'androphilic'), await member('man', 'gynephilic')];
      const { page, context, errors } = await signedInPage(browser, him, viewport);
      await page.goto(`${server.url}/browse`);
      const card = page.getByRole('button', { name: `Open chat with ${her.username}` });
      await card.waitFor();
      // The whole name and the campus show on the card: nothing cut off.
      const name = card.getByRole('heading', { level: 3 });
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await card.getByText('UCalgary', { exact: true }).waitFor();
      expect(await seriousViolations(page), 'browse').toEqual([]);
      await snap(page, `browse-${width}`);

      await card.click();
      await page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
      if (viewport === PHONE) await page.getByRole('region', { name: `About ${her.username}` }).waitFor();
      expect(await seriousViolations(page), 'first chat').toEqual([]);
      await snap(page, `first-chat-${width}`);

      await page.getByRole('button', { name: 'Chat options' }).click();
      await page.getByRole('menuitem', { name: 'Block User' }).click();
      const question = page.getByRole('dialog', { name: `Block ${her.username}?` });
      await question.waitFor();
      expect(await seriousViolations(page), 'block question').toEqual([]);
      await snap(page, `block-question-${width}`);
      await question.getByRole('button', { name: 'Cancel' }).click();
      await question.waitFor({ state: 'detached' });

      await page.goto(`${server.url}/settings`);
      await page.getByRole('button', { name: 'Show current password' }).waitFor();
      expect(await seriousViolations(page), 'settings').toEqual([]);
      await snap(page, `settings-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('a suspended member’s Browse says what they can still do', async () => {
      const someone = await member('woman', 'androphilic');
      await call('POST', `/api/admin/users/${someone.id}/suspend`, { reason: 'Spam in several chats' }, admin);
      const { page, context } = await signedInPage(browser, someone, viewport);
      await page.goto(`${server.url}/browse`);
      await page.getByTestId('suspended-notice').waitFor();
      await page.getByRole('button', { name: /Payments/ }).waitFor();
      expect(await seriousViolations(page), 'suspended browse').toEqual([]);
      await snap(page, `suspended-browse-${width}`);
      await context.close();
    });
  });
}
