import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { signedInPage, type SignedUpMember } from '../support/member';
import { startServer, startServerOn, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
let viewer: SignedUpMember & { id: number };
const women: { id: number; username: string; age: number }[] = [];
let unreadFrom: { id: number; username: string };
let activeWith: { id: number; username: string };
const men: string[] = [];
const MINUTE = 60_000;

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

let sequence = 0;
/** A verified member with the given profile, signed up through the API. */
async function register(
  url: string,
  profile: { gender: string; orientation: string; age: number; institution?: string },
): Promise<SignedUpMember & { id: number; username: string }> {
  const institution = profile.institution ?? 'ucalgary';
  const domain = institution === 'sait' ? 'sait.ca' : 'ucalgary.ca';
  const email = `browse${++sequence}.${Date.now().toString(36)}@${domain}`;
  const password = 'correct horse battery';
  const { verification_code } = await post<{ verification_code: string }>(`${url}/api/auth/register`, {
    email,
    password,
    institution_id: institution,
    age: profile.age,
    gender: profile.gender,
    orientation: profile.orientation,
    height_inches: 66,
  });
  const { access_token } = await post<{ access_token: string }>(`${url}/api/auth/verify-email`, {
    email,
    code: verification_code,
  });
  const me = (await (
    await fetch(`${url}/api/users/me`, { headers: { authorization: `Bearer ${access_token}` } })
  ).json()) as { id: number; username: string };
  return { email, password, token: access_token, id: me.id, username: me.username };
}

/**
 * The seeded world, written while the server is stopped: the viewer (a gynephilic man), 26
 * women attracted to men at his institution (one wrote to him unread, one he talks with), two men, one woman
 * at SAIT. Activity times are spread so that Others have a known order.
 */
async function seed(): Promise<void> {
  const first = await startServer();
  const url = first.url;
  viewer = await register(url, { gender: 'man', orientation: 'gynephilic', age: 24 });
  for (let i = 0; i < 26; i++) {
    const age = i < 6 ? 19 + (i % 2) : 30 + i;
    const w = await register(url, { gender: 'woman', orientation: i % 2 ? 'ambiphilic' : 'androphilic', age });
    women.push({ id: w.id, username: w.username, age });
  }
  // Registered last, so active more recently than any woman (whose times are set below).
  men.push((await register(url, { gender: 'man', orientation: 'ambiphilic', age: 26 })).username);
  men.push((await register(url, { gender: 'man', orientation: 'androphilic', age: 25 })).username);
  await register(url, { gender: 'woman', orientation: 'gynephilic', age: 22, institution: 'sait' });
  const dataDir = first.dataDir;
  await first.stop(false);

  rmSync(path.join(dataDir, 'pglite.lock'), { force: true });
  // The server's schema uses pg_trgm (admin search), so the folder is opened with it.
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  const now = Date.now();
  for (const [i, w] of women.entries()) {
    await db.query('update users set last_activity_at = $1 where id = $2', [new Date(now - (i + 1) * MINUTE), w.id]);
  }
  unreadFrom = women[10]!;
  activeWith = women[12]!;
  const message = async (from: number, to: number, at: Date, read: boolean) => {
    await db.query(
      `insert into messages (sender_id, recipient_id, content, status, created_at, delivered_at, read_at)
       values ($1, $2, 'Hi! Coffee after the lecture?', $3, $4, $5, $5)`,
      [from, to, read ? 'read' : 'sent', at, read ? at : null],
    );
  };
  const conversation = async (a: number, b: number, initiator: number, at: Date, unreadForViewer: number) => {
    const [low, high] = a < b ? [a, b] : [b, a];
    const viewerIsLow = low === viewer.id;
    await db.query(
      `insert into conversations (user_low_id, user_high_id, initiator_id, low_sent_count, high_sent_count,
         low_unread, high_unread, last_message_at) values ($1, $2, $3, 1, 1, $4, $5, $6)`,
      [low, high, initiator, viewerIsLow ? unreadForViewer : 0, viewerIsLow ? 0 : unreadForViewer, at],
    );
  };
  const recent = new Date(now - 2 * 24 * 60 * MINUTE);
  await message(unreadFrom.id, viewer.id, new Date(now - 5 * MINUTE), false);
  await conversation(unreadFrom.id, viewer.id, unreadFrom.id, new Date(now - 5 * MINUTE), 1);
  await message(viewer.id, activeWith.id, recent, true);
  await message(activeWith.id, viewer.id, recent, true);
  await conversation(viewer.id, activeWith.id, viewer.id, recent, 0);
  await db.close();
  server = await startServerOn(dataDir);
}

beforeAll(async () => {
  await seed();
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const artifacts = path.resolve(import.meta.dirname, '../artifacts');
async function snap(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(artifacts, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}

/** Waits generously: the machine is shared and slow, and nothing here is about speed. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

const section = (page: Page, title: string) => page.locator(`section[aria-labelledby="browse-group-${title}"]`);
const cardNames = (page: Page, title: string) =>
  section(page, title).locator('[data-testid="user-card"] h3').allTextContents();

describe('browse', () => {
  it('shows the groups, filters, loads the next page on scroll and opens a member', async () => {
    const { context, page, errors } = await signedInPage(browser, viewer, DESKTOP);
    await page.goto(`${server.url}/browse`);

    // New: the unread conversation; Active: the recent one; Others: the rest, by latest activity.
    await poll(() => cardNames(page, 'new')).toEqual([unreadFrom.username]);
    expect(await cardNames(page, 'active')).toEqual([activeWith.username]);
    await page.getByLabel('1 in New').waitFor();
    const others = women.filter((w) => w !== unreadFrom && w !== activeWith);
    await poll(() => cardNames(page, 'others')).toEqual(others.slice(0, 18).map((w) => w.username));
    await poll(() => page.getByTestId('online-count').textContent()).toMatch(/^\d+ online$/);
    await snap(page, 'browse-desktop');

    // Scrolling to the last card loads the second page.
    await page.locator('[data-testid="user-card"]').last().scrollIntoViewIfNeeded();
    await poll(() => cardNames(page, 'others')).toEqual(others.map((w) => w.username));

    // A filter (maximum age 20) narrows Others after the pause; the conversations stay.
    const maxAge = page.getByRole('slider', { name: 'Maximum age' });
    await maxAge.focus();
    for (let i = 0; i < 60; i++) await page.keyboard.press('ArrowLeft');
    await poll(() => maxAge.getAttribute('aria-valuenow')).toBe('20');
    const young = others.filter((w) => w.age <= 20).map((w) => w.username);
    await poll(() => cardNames(page, 'others')).toEqual(young);
    expect(await cardNames(page, 'new')).toEqual([unreadFrom.username]);

    // The filters survive a reload (local storage); Reset to Default brings everyone back.
    await page.reload();
    await poll(() => cardNames(page, 'others')).toEqual(young);
    await page.getByRole('button', { name: 'Reset to Default' }).click();
    await expect
      .poll(() => cardNames(page, 'others'))
      .toEqual(expect.arrayContaining(others.slice(0, 18).map((w) => w.username)));

    // Opening a member opens the chat over browse.
    await page.getByRole('button', { name: `Open chat with ${activeWith.username}` }).click();
    await poll(() => new URL(page.url()).pathname).toBe(`/chat/${activeWith.id}`);
    await expect(page.getByRole('heading', { name: 'Browse', level: 1 }).count()).resolves.toBe(1);
    await poll(() => page.locator('[role="dialog"]').count()).toBeGreaterThan(0);
    await snap(page, 'browse-chat-overlay');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps Reset and Show Results in view beside the results on a short window', async () => {
    const short = { width: 1280, height: 560 };
    const { context, page, errors } = await signedInPage(browser, viewer, short);
    await page.goto(`${server.url}/browse`);
    const panel = page.getByRole('complementary', { name: 'Filters' });
    await panel.getByRole('checkbox', { name: 'Man', exact: true }).waitFor();
    const show = panel.getByRole('button', { name: 'Show Results' });
    const box = await show.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(short.height);
    // The fields scroll under the buttons instead.
    await panel.getByRole('switch', { name: 'Only members with photos' }).scrollIntoViewIfNeeded();
    const after = await show.boundingBox();
    expect(after!.y).toBe(box!.y);
    if (process.env.E2E_SCREENSHOTS) {
      mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: path.join(artifacts, 'browse-desktop-short.png') });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the filters as a bottom sheet on a phone', async () => {
    const { context, page, errors } = await signedInPage(browser, viewer, PHONE);
    await page.goto(`${server.url}/browse`);
    await poll(() => cardNames(page, 'new')).toEqual([unreadFrom.username]);
    await snap(page, 'browse-phone');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.locator('.MuiDrawer-paper');
    await poll(() => sheet.isVisible()).toBe(true);
    await page.getByRole('checkbox', { name: 'Man', exact: true }).check();
    await page.getByRole('button', { name: 'Show Results' }).click();
    await poll(() => sheet.isVisible()).toBe(false);
    await snap(page, 'browse-phone-men');
    // The two men at the viewer's institution are now listed too, most recently active first.
    await poll(() => cardNames(page, 'others').then((n) => n.slice(0, 2))).toEqual([...men].reverse());
    expect(errors).toEqual([]);
    await context.close();
  });
});
