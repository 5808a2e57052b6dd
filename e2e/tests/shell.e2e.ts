import { describe, expect, it } from 'vitest';
import { openPage, PHONE } from '../support/browser';
import { useServerAndBrowser } from '../support/suite';

const app = useServerAndBrowser();

describe('landing page and navigation', () => {
  it('shows the tagline and the three live institutions', async () => {
    const { page, errors, context } = await openPage(app.browser);
    await page.goto(app.server.url);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
      /No algorithms\.\s+No games\.\s+No subscriptions\./,
    );
    for (const name of [
      'University of Calgary',
      'Southern Alberta Institute of Technology',
      'Mount Royal University',
    ]) {
      await page.getByRole('heading', { name }).waitFor();
    }
    expect(await page.getByText('Live', { exact: true }).count()).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the sign-up form from an institution card', async () => {
    const { page, context } = await openPage(app.browser, PHONE);
    await page.goto(app.server.url);
    await page.getByRole('button', { name: 'Create an account at Mount Royal University' }).click();
    await page.waitForURL(`${app.server.url}/create-account`);
    await context.close();
  });

  it('sends unknown paths and signed-in pages to the landing page', async () => {
    const { page, context } = await openPage(app.browser);
    for (const path of ['/no-such-page', '/browse', '/profile', '/chat/12']) {
      await page.goto(app.server.url + path);
      await page.waitForURL(`${app.server.url}/`);
    }
    await context.close();
  });

  it('renders the legal pages', async () => {
    const { page, context, errors } = await openPage(app.browser);
    for (const [path, heading] of [
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
      ['/faq', /Frequently Asked Questions|FAQ/],
    ] as const) {
      await page.goto(app.server.url + path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens footer pages over the current page and closes back to it', async () => {
    const { page, context } = await openPage(app.browser);
    await page.goto(app.server.url);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('dialog').getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
