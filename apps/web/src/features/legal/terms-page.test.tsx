import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test-support/render';
import TermsPage from './terms-page';

/** The page alone, outside the app's layout, at a URL (path and hash). */
const renderPage = (url: string) => renderRoutes([{ path: '*', element: <TermsPage /> }], url);

describe('Terms of Service page', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows its heading and today’s date as the last update', () => {
    renderPage('/terms');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Terms of Service']);
    const today = new Date();
    const updated = screen.getByText(/^Last updated:/);
    const time = within(updated).getByText(String(today.getFullYear()), { exact: false });
    expect(time.tagName).toBe('TIME');
    // en-CA writes the short date as YYYY-MM-DD in local time.
    expect(time).toHaveAttribute('dateTime', today.toLocaleDateString('en-CA'));
    expect(time.textContent).toContain(today.toLocaleDateString('en-CA', { month: 'long' }));
  });

  it('links to the FAQ on how to pay and to the support mailbox', () => {
    renderPage('/terms');
    expect(screen.getByRole('link', { name: 'How do I pay?' })).toHaveAttribute('href', '/faq#payment-process');
    const mail = screen.getAllByRole('link', { name: 'support@quad.local' });
    expect(mail.length).toBeGreaterThan(0);
    for (const link of mail) expect(link).toHaveAttribute('href', 'mailto:support@quad.local');
  });

  it('states the payment rule and the consequences of violations', () => {
    renderPage('/terms');
    const payments = screen.getByRole('region', { name: '6. Messaging and the one-time payment' });
    expect(payments).toHaveTextContent(
      'Anyone may message men freely, and anyone may reply to a message they have received.',
    );
    expect(payments).toHaveTextContent(
      'Starting a conversation with women or users of other genders requires a one-time payment, but only at institutions whose count of active women plus other-gender users has reached a threshold.',
    );
    expect(payments).toHaveTextContent('manual Interac e-Transfer only, which is available from Canadian bank');
    expect(payments).toHaveTextContent('typically within 24 hours');
    expect(payments).toHaveTextContent('All payments are final and non-refundable');
    const violations = screen.getByRole('region', { name: '7. Violations and enforcement' });
    expect(violations).toHaveTextContent('any payment you made is forfeited');
    expect(screen.getByRole('region', { name: '13. Governing law' })).toHaveTextContent('Province of Alberta');
  });

  it('quotes the default amount and cooldown when the settings call fails', () => {
    renderPage('/terms');
    expect(
      screen.getByText('The payment is 20.00 CAD, once. It is not a subscription and nothing renews.'),
    ).toBeVisible();
    expect(screen.getByText(/once a cooldown of 30 days has passed/)).toBeVisible();
  });

  it('quotes the amount and cooldown the administrators set', async () => {
    const settings = {
      default_deletion_cooldown_days: 14,
      payment_amount: '25.00',
      payment_currency: 'CAD',
      activity_threshold_days: 60,
    };
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve(
        url === '/api/auth/public/settings'
          ? new Response(JSON.stringify(settings), { headers: { 'content-type': 'application/json' } })
          : new Response('{"msg":"Not found"}', { status: 404 }),
      ),
    );
    renderPage('/terms');
    expect(await screen.findByText(/The payment is 25\.00 CAD, once/)).toBeVisible();
    expect(screen.getByText(/once a cooldown of 14 days has passed/)).toBeVisible();
  });
});
