import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser';
import { signedInPage, signUp } from '../support/member';
import { useServerAndBrowser } from '../support/suite';

const app = useServerAndBrowser();

const artifacts = path.resolve(import.meta.dirname, '../artifacts');
/** With E2E_SCREENSHOTS=1, keeps a picture of the screen for people to look at. */
async function snap(page: Page, name: string, { dialog = false } = {}): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(artifacts, { recursive: true });
  await page.waitForTimeout(400); // let transitions settle
  // A dialog is fixed to the viewport: a full-page picture would cut it off mid-page.
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: !dialog });
}

/** A 1200x900 photo with sensor-like noise (so it weighs what a photo weighs, about 0.5 MB). */
async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2a5fa8"/><stop offset="1" stop-color="#f2c27a"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/><circle cx="600" cy="380" r="200" fill="#f4e1c9"/>
    <rect x="380" y="600" width="440" height="300" rx="120" fill="#3b2f4a"/></svg>`;
  const noise = await sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 14 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const loaded = (page: Page, selector: string) =>
  page.waitForFunction((s) => {
    const img = document.querySelector<HTMLImageElement>(s);
    return img !== null && img.complete && img.naturalWidth > 0;
  }, selector);

describe('profile photos', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`uploads a photo through the crop dialog, publishes it and shows it on the profile (${label} px)`, async () => {
      const member = await signUp(app.server.url);
      const { page, context, errors } = await signedInPage(app.browser, member, viewport);
      await page.goto(`${app.server.url}/profile`);
      await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
      await snap(page, `profile-view-empty-${label}`);
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();

      await page.getByTestId('photo-file-input').setInputFiles({
        name: 'me.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(),
      });
      const crop = page.getByRole('dialog', { name: 'Crop your photo' });
      await crop.waitFor();
      await snap(page, `profile-crop-${label}`, { dialog: true });
      // A slow connection, so the progress of the upload can be seen.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 50,
        downloadThroughput: 10_000_000,
        uploadThroughput: 50_000,
      });
      await crop.getByRole('button', { name: 'Upload Photo' }).click();
      await crop.getByText(/^Uploading photo\.\.\. \d+%$/).waitFor();
      await snap(page, `profile-uploading-${label}`, { dialog: true });
      await page.getByText('Photo uploaded successfully!').waitFor({ timeout: 30_000 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await crop.waitFor({ state: 'detached' });
      await page.getByText('New', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Photos (1/5)' }).waitFor();
      await snap(page, `profile-edit-${label}`);

      await page.getByRole('button', { name: 'Publish Changes' }).click();
      await page.getByText('✓ Profile updated successfully').waitFor();
      await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
      await page.getByRole('heading', { name: 'Photos (1/5)' }).waitFor();
      await loaded(page, 'main button[aria-label="View photo"] img');
      await snap(page, `profile-view-${label}`);

      await page.getByRole('button', { name: 'View photo' }).click();
      await loaded(page, '[role="dialog"][aria-label="Photo viewer"] img');
      const width = await page
        .locator('[role="dialog"][aria-label="Photo viewer"] img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth);
      expect(width).toBe(900); // the square of a 1200x900 photo, not enlarged
      await snap(page, `profile-viewer-${label}`, { dialog: true });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('settings', () => {
  it('hides the profile, and switches back when the server refuses a change', async () => {
    const member = await signUp(app.server.url);
    const { page, context, errors } = await signedInPage(app.browser, member, DESKTOP);
    await page.goto(`${app.server.url}/settings`);
    const visible = page.getByRole('switch', { name: 'Profile visible' });
    await expect.poll(() => visible.isChecked()).toBe(true);
    await snap(page, 'settings-1280');

    await visible.click();
    await page.getByText('Setting updated successfully').waitFor();
    expect(await visible.isChecked()).toBe(false);
    await page.reload();
    await expect.poll(() => visible.isChecked(), { timeout: 10_000 }).toBe(false);

    let refuse: () => void = () => undefined;
    await page.route('**/api/settings', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      await new Promise<void>((resolve) => (refuse = resolve));
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"msg":"Internal error"}' });
    });
    await visible.click();
    // Optimistic: on at once, while the server is asked.
    await expect.poll(() => visible.isChecked()).toBe(true);
    refuse();
    await page.getByText('Failed to update setting').waitFor();
    expect(await visible.isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes the account after DELETE is typed and lands signed out on the landing page', async () => {
    const member = await signUp(app.server.url);
    const { page, context, errors } = await signedInPage(app.browser, member, PHONE);
    await page.goto(`${app.server.url}/settings`);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByText('Please type DELETE to confirm').waitFor();
    await snap(page, 'settings-delete-390', { dialog: true });
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL(`${app.server.url}/`);
    await page.getByRole('heading', { level: 1, name: /No algorithms\./ }).waitFor();
    // The live deletion event reaches this tab too; it must not take the member elsewhere.
    await page.waitForTimeout(1_500);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    const login = await fetch(`${app.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect((await login.json()) as { is_deleted?: boolean }).toMatchObject({ is_deleted: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens Profile and Settings over the current page from the account menu', async () => {
    const member = await signUp(app.server.url);
    for (const [label, viewport] of [
      ['1280', DESKTOP],
      ['390', PHONE],
    ] as const) {
      const { page, context, errors } = await signedInPage(app.browser, member, viewport);
      await page.goto(`${app.server.url}/browse`);
      for (const [item, heading] of [
        ['Settings', 'Settings'],
        ['Profile', 'My Profile'],
      ] as const) {
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: item }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(new URL(page.url()).pathname).toBe(`/${item.toLowerCase()}`);
        await snap(page, `overlay-${item.toLowerCase()}-${label}`, { dialog: true });
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(new URL(page.url()).pathname).toBe('/browse');
      }
      if (viewport === PHONE) {
        await page.goto(`${app.server.url}/settings`);
        await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
        await snap(page, 'settings-390');
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
