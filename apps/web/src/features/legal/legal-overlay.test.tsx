import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RootLayout } from '@/app/root-layout';
import { pageRoutes } from '@/app/routes';
import { renderRoutes } from '@/test-support/render';

// Pages load lazily; the first import of a page module is compiled on demand and can take a while.
const LAZY = { timeout: 15_000 };

describe('legal pages opened from the footer', { timeout: 60_000 }, () => {
  it('open over the current page, and a link to the FAQ keeps the page underneath', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <RootLayout />, children: pageRoutes }], '/');
    await screen.findByRole('heading', { level: 1, name: /No algorithms/ }, LAZY);

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms of Service' }));
    const terms = await screen.findByRole('dialog');
    expect(await within(terms).findByRole('heading', { level: 1, name: 'Terms of Service' }, LAZY)).toBeVisible();

    await user.click(within(terms).getByRole('link', { name: 'How do I pay?' }));
    const faq = await screen.findByRole('dialog');
    expect(
      await within(faq).findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }, LAZY),
    ).toBeVisible();
    expect(within(faq).getByRole('button', { name: 'How do I pay?', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // The landing page is still underneath (hidden from assistive technology while the dialog is open).
    expect(screen.getByRole('heading', { level: 1, name: /No algorithms/, hidden: true })).toBeInTheDocument();
  });
});
