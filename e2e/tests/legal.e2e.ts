import { describe, expect, it } from 'vitest';
import { openPage, PHONE } from '../support/browser';
import { useServerAndBrowser } from '../support/suite';

const app = useServerAndBrowser();

describe('Terms, Privacy and FAQ', () => {
  it('opens the FAQ question a link names and scrolls it into view', async () => {
    const { page, context, errors } = await openPage(app.browser, PHONE);
    await page.goto(`${app.server.url}/faq#payment-required`);
    const question = page.getByRole('button', { name: 'Why is payment required to start some conversations?' });
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.waitForFunction(() => {
      const top = document.getElementById('payment-required')?.getBoundingClientRect().top ?? -1;
      return top > 0 && top < 200;
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows the Terms link to “How do I pay?” inside the overlay, which stays closable on a phone', async () => {
    const { page, context, errors } = await openPage(app.browser, PHONE);
    await page.goto(app.server.url);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();

    await dialog.getByRole('link', { name: 'How do I pay?' }).click();
    await dialog.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#payment-process');
    await expect(dialog.getByRole('button', { name: 'How do I pay?' }).getAttribute('aria-expanded')).resolves.toBe(
      'true',
    );
    // The question is scrolled to the top of the dialog, far down the FAQ; the close button is still on screen.
    await page.waitForFunction(() => {
      const top = document.getElementById('payment-process')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 100;
    });
    const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox();
    expect(close?.y).toBeGreaterThanOrEqual(0);
    expect(close?.y).toBeLessThan(PHONE.height / 4);
    expect(errors).toEqual([]);
    await context.close();
  });
});
