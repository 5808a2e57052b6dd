import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, realtimeConnected } from '../support/browser';
import { signedInPage, signUp, type SignedUpMember } from '../support/member';
import { useServerAndBrowser } from '../support/suite';

const app = useServerAndBrowser();

const artifacts = path.resolve(import.meta.dirname, '../artifacts/chat');
/** With E2E_SCREENSHOTS=1, keeps a picture of the screen for people to look at. */
async function snap(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(artifacts, { recursive: true });
  await page.waitForTimeout(400); // let transitions settle
  await page.screenshot({ path: path.join(artifacts, `${name}.png`) });
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

/** A member's chat with another, open in a browser context of its own. */
async function openChat(member: SignedUpMember, other: Me, viewport = DESKTOP) {
  const opened = await signedInPage(app.browser, member, viewport);
  const connected = realtimeConnected(opened.page);
  await opened.page.goto(`${app.server.url}/chat/${other.id}`);
  await opened.page.getByRole('region', { name: `Profile of ${other.username}` }).waitFor();
  await connected;
  return opened;
}

/** Waits out a lost connection; after the five automatic attempts the member clicks Reconnect. */
async function reconnected(page: Page): Promise<void> {
  const status = page.getByRole('status').filter({ hasText: /Reconnecting\.\.\.|Connection lost/ });
  await expect
    .poll(
      async () => {
        const again = page.getByRole('button', { name: 'Reconnect' });
        if (await again.isVisible()) await again.click();
        return status.count();
      },
      { timeout: 45_000, interval: 500 },
    )
    .toBe(0);
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const bubble = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

describe('Chat between two members', () => {
  it('one writes, the other sees the typing and the message live, and the writer sees it read', async () => {
    const [alice, bob] = await Promise.all([signUp(app.server.url), signUp(app.server.url)]);
    const [aliceMe, bobMe] = await Promise.all([me(alice), me(bob)]);
    const a = await openChat(alice, bobMe);
    const b = await openChat(bob, aliceMe, PHONE);

    // Typing shows on the other side while Alice writes, before anything is sent.
    await composer(a.page).pressSequentially('Hi Bob! Climbing on Thursday?', { delay: 20 });
    await b.page.getByText(`${aliceMe.username} is typing...`).waitFor();
    await snap(b.page, 'typing-390');

    await composer(a.page).press('Enter');
    await expect.poll(() => composer(a.page).inputValue()).toBe('');
    await bubble(b.page, 'Hi Bob! Climbing on Thursday?').waitFor();
    expect(await b.page.getByText(`${aliceMe.username} is typing...`).count()).toBe(0);

    // Bob has the chat open and the message on screen: it is read, and Alice sees it so.
    const sent = bubble(a.page, 'Hi Bob! Climbing on Thursday?');
    await sent.getByRole('img', { name: 'Read' }).waitFor();

    // Shift+Enter writes a second line; Enter sends both lines as one message.
    await composer(b.page).pressSequentially('Yes!', { delay: 10 });
    await composer(b.page).press('Shift+Enter');
    await composer(b.page).pressSequentially('See you at 6', { delay: 10 });
    await composer(b.page).press('Enter');
    const reply = bubble(a.page, 'See you at 6');
    await reply.waitFor();
    expect(await reply.innerText()).toContain('Yes!\nSee you at 6');
    await bubble(b.page, 'See you at 6').getByRole('img', { name: 'Read' }).waitFor();
    await snap(a.page, 'conversation-1280');
    await snap(b.page, 'conversation-390');

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it('blocking disables the composer; the blocked member’s sends are refused; unblocking restores it', async () => {
    const [carol, dave] = await Promise.all([signUp(app.server.url), signUp(app.server.url)]);
    const [carolMe, daveMe] = await Promise.all([me(carol), me(dave)]);
    const c = await openChat(carol, daveMe);
    const d = await openChat(dave, carolMe);

    await composer(d.page).fill('Hello Carol');
    await composer(d.page).press('Enter');
    await bubble(c.page, 'Hello Carol').waitFor();

    await c.page.getByRole('button', { name: 'Chat options' }).click();
    await c.page.getByRole('menuitem', { name: 'Block User' }).click();
    // Asked once, with what a block does.
    await c.page
      .getByRole('dialog', { name: /^Block / })
      .getByRole('button', { name: 'Block User' })
      .click();
    await expect.poll(() => composer(c.page).isDisabled()).toBe(true);
    expect(await composer(c.page).getAttribute('placeholder')).toBe('You have blocked this user');
    await snap(c.page, 'blocked-1280');

    await composer(d.page).fill('Are you there?');
    await composer(d.page).press('Enter');
    await bubble(d.page, 'Are you there?')
      .getByText(/^Not sent:/)
      .waitFor();
    expect(await c.page.getByText('Are you there?').count()).toBe(0);

    await c.page.getByRole('button', { name: 'Chat options' }).click();
    await c.page.getByRole('menuitem', { name: 'Unblock User' }).click();
    await expect.poll(() => composer(c.page).isEnabled()).toBe(true);

    expect(c.errors).toEqual([]);
    expect(d.errors).toEqual([]);
    await c.context.close();
    await d.context.close();
  });

  it('a message to a member on browse arrives as a toast; the chat opens over browse and closes back to it', async () => {
    const [erin, frank] = await Promise.all([signUp(app.server.url), signUp(app.server.url)]);
    const [erinMe, frankMe] = await Promise.all([me(erin), me(frank)]);
    const e = await openChat(erin, frankMe);
    const f = await signedInPage(app.browser, frank, PHONE);
    const connected = realtimeConnected(f.page);
    await f.page.goto(`${app.server.url}/browse`);
    await f.page.getByRole('heading', { level: 1, name: 'Browse' }).waitFor();
    // A message stored before Frank's connection shows in the New group, not as a toast.
    await connected;

    const text = 'Hey Frank, are you coming to the study group tonight at the library?';
    await composer(e.page).fill(text);
    await composer(e.page).press('Enter');
    await f.page.getByText(`New message from ${erinMe.username}: ${text.slice(0, 50)}…`).waitFor();
    // Received while elsewhere: delivered, not read.
    await bubble(e.page, text).getByRole('img', { name: 'Delivered' }).waitFor();
    await snap(f.page, 'toast-390');

    await f.page.getByRole('button', { name: `Open chat with ${erinMe.username}` }).click();
    const overlay = f.page.getByRole('dialog');
    await overlay.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
    await bubble(f.page, text).waitFor();
    await bubble(e.page, text).getByRole('img', { name: 'Read' }).waitFor();
    await snap(f.page, 'overlay-390');
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => new URL(f.page.url()).pathname).toBe('/browse');
    await expect.poll(() => f.page.getByRole('dialog').count()).toBe(0);

    expect(e.errors).toEqual([]);
    expect(f.errors).toEqual([]);
    await e.context.close();
    await f.context.close();
  });

  it('a partner who closed their browser reads Active just now, also after a reload, never Online', async () => {
    const [kate, liam] = await Promise.all([signUp(app.server.url), signUp(app.server.url)]);
    const [kateMe, liamMe] = await Promise.all([me(kate), me(liam)]);
    const k = await openChat(kate, liamMe, PHONE);
    const l = await openChat(liam, kateMe);
    await composer(l.page).fill('Hello Kate');
    await composer(l.page).press('Enter');
    await bubble(k.page, 'Hello Kate').waitFor();
    const status = k.page.getByTestId('online-status');
    await expect.poll(() => status.innerText()).toBe('Online');

    await l.context.close();
    await expect.poll(() => status.innerText()).toBe('Active just now');
    // A refetch asks the server, which knows Liam has no page open.
    await k.page.reload();
    await bubble(k.page, 'Hello Kate').waitFor();
    await expect.poll(() => status.innerText()).toMatch(/^Active (just now|1 minute ago)$/);
    await snap(k.page, 'partner-left-390');
    expect(k.errors).toEqual([]);
    expect(l.errors).toEqual([]);
    await k.context.close();
  });

  it(
    'after the server is killed and restarted, the sender sees her messages read without a reload',
    { timeout: 150_000 },
    async () => {
      const [ivy, jack] = await Promise.all([signUp(app.server.url), signUp(app.server.url)]);
      const [ivyMe, jackMe] = await Promise.all([me(ivy), me(jack)]);
      const i = await openChat(ivy, jackMe);
      const j = await openChat(jack, ivyMe, PHONE);
      await composer(i.page).fill('Before the crash');
      await composer(i.page).press('Enter');
      await bubble(i.page, 'Before the crash').getByRole('img', { name: 'Read' }).waitFor();

      // Killed as the message leaves: stored with its ack lost, or resent after the restart.
      await composer(i.page).fill('Sent as the server crashed');
      await composer(i.page).press('Enter');
      const restart = app.server.restart(1_500, { kill: true });
      await i.page
        .getByRole('status')
        .filter({ hasText: /Reconnecting\.\.\.|Connection lost/ })
        .waitFor();
      await restart;
      await Promise.all([reconnected(i.page), reconnected(j.page)]);

      // Jack has the chat open: the message arrives and is read, and Ivy sees it so, live.
      await bubble(j.page, 'Sent as the server crashed').waitFor({ timeout: 30_000 });
      const crashed = bubble(i.page, 'Sent as the server crashed');
      await crashed.getByRole('img', { name: 'Read' }).waitFor({ timeout: 30_000 });
      await crashed.getByTestId('seen').waitFor();

      // And the next message too.
      await composer(i.page).fill('After the restart');
      await composer(i.page).press('Enter');
      await bubble(j.page, 'After the restart').waitFor();
      const after = bubble(i.page, 'After the restart');
      await after.getByRole('img', { name: 'Read' }).waitFor();
      await after.getByTestId('seen').waitFor();
      await snap(i.page, 'seen-after-restart-1280');
      expect(i.errors).toEqual([]);
      expect(j.errors).toEqual([]);
      await i.context.close();
      await j.context.close();
    },
  );

  it(
    'a message sent as the server goes down is stored and shown exactly once after it restarts',
    { timeout: 120_000 },
    async () => {
      const [gina, hank] = await Promise.all([signUp(app.server.url), signUp(app.server.url)]);
      const [ginaMe, hankMe] = await Promise.all([me(gina), me(hank)]);
      const g = await openChat(gina, hankMe);
      const h = await openChat(hank, ginaMe, PHONE);
      await composer(g.page).fill('Before the restart');
      await composer(g.page).press('Enter');
      await bubble(h.page, 'Before the restart').waitFor();

      // Sent, then the server stops at once: stored and acknowledged, stored without the ack
      // reaching the app.browser, or never received. Each way must end with one stored copy.
      await composer(g.page).fill('Sent as the server stopped');
      await composer(g.page).press('Enter');
      const restart = app.server.restart(1_000);
      await h.page
        .getByRole('status')
        .filter({ hasText: /Reconnecting\.\.\.|Connection lost/ })
        .waitFor();
      await snap(h.page, 'reconnecting-390');
      await restart;
      await Promise.all([reconnected(g.page), reconnected(h.page)]);

      const sent = bubble(g.page, 'Sent as the server stopped');
      await sent.getByRole('img', { name: /Sent|Delivered|Read/ }).waitFor({ timeout: 30_000 });
      await bubble(h.page, 'Sent as the server stopped').waitFor();
      await composer(h.page).fill('Got it after the restart');
      await composer(h.page).press('Enter');
      await bubble(g.page, 'Got it after the restart').waitFor();
      // Read live, without a reload.
      await sent.getByRole('img', { name: 'Read' }).waitFor();

      // What the server holds: each message once, and hers read by him.
      for (const page of [g.page, h.page]) {
        await page.reload();
        await bubble(page, 'Got it after the restart').waitFor();
        expect(await bubble(page, 'Sent as the server stopped').count()).toBe(1);
        expect(await bubble(page, 'Before the restart').count()).toBe(1);
      }
      await sent.getByRole('img', { name: 'Read' }).waitFor();
      expect(g.errors).toEqual([]);
      expect(h.errors).toEqual([]);
      await g.context.close();
      await h.context.close();
    },
  );
});
