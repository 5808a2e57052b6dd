import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, realtimeConnected } from '../support/browser';
import { signedInPage, signUp, type SignedUpMember } from '../support/member';
import { useServerAndBrowser } from '../support/suite';

const app = useServerAndBrowser();

const artifacts = path.resolve(import.meta.dirname, '../artifacts/inbox');
async function snap(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(artifacts, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(artifacts, `${name}.png`) });
}

interface Me {
  id: number;
  username: string;
}
async function member(): Promise<SignedUpMember & Me> {
  const m = await signUp(app.server.url);
  const res = await fetch(`${app.server.url}/api/users/me`, { headers: { authorization: `Bearer ${m.token}` } });
  return { ...m, ...((await res.json()) as Me) };
}

/** `who` signed in on `url`, with the realtime connection up. */
async function at(who: SignedUpMember, url: string, viewport: { width: number; height: number }) {
  const opened = await signedInPage(app.browser, who, viewport);
  const connected = realtimeConnected(opened.page);
  await opened.page.goto(`${app.server.url}${url}`);
  await connected;
  return opened;
}

async function say(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await page.getByRole('listitem').filter({ hasText: text }).waitFor();
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

for (const [width, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`Conversations on a ${width}`, () => {
    it('a message toast opens that chat, and no toast covers the composer', async () => {
      const [alice, bob, carol] = await Promise.all([member(), member(), member()]);
      const bobChat = await at(bob, `/chat/${alice.id}`, DESKTOP);
      const aliceBrowse = await at(alice, '/browse', viewport);
      const { page } = aliceBrowse;

      await say(bobChat.page, 'Coffee after the stats lecture?');
      const toast = page.getByTestId('toast');
      await expect.poll(() => toast.textContent()).toContain(`New message from ${bob.username}`);
      await snap(page, `toast-browse-${width}`);
      // A pointer resting on the toast holds it, so axe judges it fully shown, not fading out.
      await toast.hover();
      expect(await seriousViolations(page)).toEqual([]);
      await toast.getByRole('button', { name: /New message from/ }).click();
      await expect.poll(() => page.url()).toBe(`${app.server.url}/chat/${bob.id}`);
      await page.getByRole('listitem').filter({ hasText: 'Coffee after the stats lecture?' }).waitFor();
      // Opening the chat reads the message: the sender sees it, unmistakably.
      const sent = bobChat.page.getByRole('listitem').filter({ hasText: 'Coffee after the stats lecture?' });
      await sent.getByTestId('seen').waitFor();
      expect(await sent.getByRole('img', { name: 'Read' }).count()).toBe(1);

      // A message from someone else arrives while this chat is open: its toast stays clear
      // of the composer and the send button.
      const carolChat = await at(carol, `/chat/${alice.id}`, DESKTOP);
      await say(carolChat.page, 'Are you in the study group tonight?');
      await expect.poll(() => toast.textContent()).toContain(`New message from ${carol.username}`);
      await snap(page, `toast-chat-${width}`);
      const toastBox = await box(toast);
      expect(overlaps(toastBox, await box(page.getByRole('textbox', { name: 'Message' })))).toBe(false);
      expect(overlaps(toastBox, await box(page.getByRole('button', { name: 'Send' })))).toBe(false);
      expect(overlaps(toastBox, await box(page.getByRole('button', { name: 'Close' }).first()))).toBe(false);

      for (const opened of [bobChat, aliceBrowse, carolChat]) await opened.context.close();
    });

    it('the inbox lists conversations newest first, live, with unread counts, and opens them', async () => {
      const [alice, bob, carol] = await Promise.all([member(), member(), member()]);
      const bobChat = await at(bob, `/chat/${alice.id}`, DESKTOP);
      await say(bobChat.page, 'Hi Alice!');
      await say(bobChat.page, 'Did you get the notes from Monday?');
      const alicePage = await at(alice, '/profile', viewport);
      const { page } = alicePage;

      await page.getByRole('button', { name: 'Messages, 2 unread' }).click();
      const rows = page.getByTestId('inbox-row');
      await expect.poll(() => rows.count()).toBe(1);
      const first = rows.first();
      expect(await first.getByText(bob.username, { exact: true }).count()).toBe(1);
      expect(await first.getByText('Did you get the notes from Monday?', { exact: true }).count()).toBe(1);
      expect(await first.getByTestId('inbox-unread').textContent()).toBe('2 unread');

      // A new conversation arrives while the inbox is open: it goes first, with its count.
      const carolChat = await at(carol, `/chat/${alice.id}`, DESKTOP);
      await say(carolChat.page, 'Hey! Are you going to the hackathon?');
      await expect.poll(() => rows.count()).toBe(2);
      await expect.poll(() => rows.first().getAttribute('data-user-id')).toBe(String(carol.id));
      // The open inbox hides the page behind it from the accessibility tree; read the label.
      await expect.poll(() => page.getByTestId('inbox-button').getAttribute('aria-label')).toBe('Messages, 3 unread');
      await snap(page, `inbox-${width}`);
      // The toast was judged in the test above. Its own timer may close it at any moment now,
      // and a fade caught mid-scan reads as low contrast, so it is dismissed before axe runs.
      const toast = page.getByTestId('toast');
      // (The open inbox hides it from the accessibility tree, so it is found by its label.)
      await toast
        .locator('button[aria-label="Close"]')
        .click({ timeout: 2_000 })
        .catch(() => undefined);
      await toast.waitFor({ state: 'detached' });
      expect(await seriousViolations(page)).toEqual([]);

      await rows.first().click();
      await expect.poll(() => page.url()).toBe(`${app.server.url}/chat/${carol.id}`);
      await say(page, 'Yes, see you there');
      // Back in the inbox the member's own reply leads the row, and Carol's count is gone.
      // (The chat marks Carol's message read two seconds after opening.)
      await expect.poll(() => page.getByTestId('inbox-button').getAttribute('aria-label')).toBe('Messages, 2 unread');
      await page.goto(`${app.server.url}/inbox`);
      const carolRow = page.locator(`[data-testid="inbox-row"][data-user-id="${carol.id}"]`);
      await expect.poll(() => carolRow.textContent()).toContain('You: Yes, see you there');
      await expect.poll(() => carolRow.getByTestId('inbox-unread').count()).toBe(0);
      await snap(page, `inbox-page-${width}`);

      for (const opened of [bobChat, alicePage, carolChat]) await opened.context.close();
    });
  });
}

describe('An empty inbox', () => {
  it('says how to start a conversation', async () => {
    const alice = await member();
    const { page, context } = await at(alice, '/inbox', PHONE);
    await page.getByText('No conversations yet').waitFor();
    await page.getByRole('link', { name: 'Browse members' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
