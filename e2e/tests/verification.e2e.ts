import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { BROWSER_FLAGS, browserExecutable } from '../support/browser-executable';
import { signedInPage, signUp, type SignedUpMember } from '../support/member';
import { startServer, type RunningServer } from '../support/server';

const FACE = path.resolve(import.meta.dirname, '../../apps/server/src/modules/verification/fixtures/person-a.jpg');
const SIDE = 420;

/**
 * A Y4M video (4:2:0) of one picture repeated: Chromium's fake camera plays it in a loop.
 * The picture is person-a of the face fixtures, who smiles with her head turned to her right.
 */
async function fakeCameraVideo(dir: string): Promise<string> {
  const { data } = await sharp(FACE)
    .resize(SIDE, SIDE, { fit: 'cover' })
    .modulate({ brightness: 0.9 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(SIDE * SIDE);
  const u = Buffer.alloc((SIDE / 2) * (SIDE / 2));
  const v = Buffer.alloc((SIDE / 2) * (SIDE / 2));
  for (let row = 0; row < SIDE; row++) {
    for (let col = 0; col < SIDE; col++) {
      const i = (row * SIDE + col) * 3;
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      y[row * SIDE + col] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const c = (row / 2) * (SIDE / 2) + col / 2;
        u[c] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        v[c] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  const file = path.join(dir, 'selfie.y4m');
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${SIDE} H${SIDE} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]),
  );
  return file;
}

async function uploadPhoto(server: RunningServer, member: SignedUpMember, image: Buffer): Promise<void> {
  const form = new FormData();
  for (const [k, val] of Object.entries({ x_perc: '0', y_perc: '0', width_perc: '100', height_perc: '100' })) {
    form.append(k, val);
  }
  form.append('file', new Blob([new Uint8Array(image)]), 'photo.jpg');
  const res = await fetch(`${server.url}/api/photos/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
}

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // person-a's picture shows these two poses; a real check draws them at random.
  server = await startServer({ SELFIE_POSES: 'smile,turn_right', IMAGE_MODERATION: 'off' });
  const video = await fakeCameraVideo(mkdtempSync(path.join(os.tmpdir(), 'quad-camera-')));
  const executable = await browserExecutable();
  browser = await chromium.launch({
    executablePath: executable.path,
    headless: true,
    args: [
      ...BROWSER_FLAGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
    env: { ...process.env, ...executable.env },
  });
}, 120_000);
afterAll(async () => {
  await browser.close();
  await server.stop();
});

const artifacts = path.resolve(import.meta.dirname, '../artifacts');
async function snap(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(artifacts, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}

async function memberWithPhotos(): Promise<SignedUpMember> {
  const member = await signUp(server.url);
  const face = readFileSync(FACE);
  await uploadPhoto(server, member, await sharp(face).resize(480, 480, { fit: 'cover' }).jpeg().toBuffer());
  await uploadPhoto(
    server,
    member,
    await sharp(face).resize(440, 440, { fit: 'cover' }).modulate({ brightness: 1.12 }).jpeg().toBuffer(),
  );
  return member;
}

describe('Profile → Get verified with a (fake) camera', () => {
  it('takes the two poses at phone width and verifies the member', { timeout: 300_000 }, async () => {
    const member = await memberWithPhotos();
    const { context, page, errors } = await signedInPage(browser, member, PHONE);
    await context.grantPermissions(['camera'], { origin: server.url });
    await page.goto(`${server.url}/profile`);
    await page.getByRole('link', { name: 'Get verified' }).click();
    const start = page.getByRole('button', { name: 'Start the selfie check' });
    await start.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'verify-start-390');

    await start.click();
    await page.getByText('Step 1 of 2: Smile at the camera').waitFor();
    const take = page.getByRole('button', { name: 'Take picture' });
    await expect.poll(() => take.isEnabled()).toBe(true);
    await snap(page, 'verify-camera-390');
    expect(await seriousViolations(page)).toEqual([]);
    await take.click();
    await page.getByText('Step 2 of 2: Turn your head to your right').waitFor();
    await take.click();

    await page.getByText('You are verified. Your badge shows').waitFor({ timeout: 180_000 });
    await snap(page, 'verify-done-390');
    expect(await seriousViolations(page)).toEqual([]);
    const me = await fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${member.token}` } });
    expect(((await me.json()) as { is_verified: boolean }).is_verified).toBe(true);
    expect(errors).toEqual([]);
    await context.close();

    // The same screens on a desktop: the verified state, and a new member's start.
    const wide = await signedInPage(browser, member, DESKTOP);
    await wide.page.goto(`${server.url}/profile/verify`);
    await wide.page.getByText('You are verified. Your badge shows').waitFor();
    await snap(wide.page, 'verify-done-1280');
    await wide.context.close();
    const other = await signedInPage(browser, await memberWithPhotos(), DESKTOP);
    await other.page.goto(`${server.url}/profile/verify`);
    await other.page.getByRole('button', { name: 'Start the selfie check' }).waitFor();
    expect(await seriousViolations(other.page)).toEqual([]);
    await snap(other.page, 'verify-start-1280');
    await other.context.close();
  });
});
