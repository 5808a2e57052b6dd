import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-support/fetch-stub';
import { renderRoutes } from '@/test-support/render';
import { appRoutes } from './auth-test-support';

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const LINK = '/report-email?email=ana%40ucalgary.ca&code=123456';

describe('Report Unwanted Email', { timeout: 20_000 }, () => {
  it('needs both email and code', async () => {
    stubApi({});
    const user = userEvent.setup();
    for (const path of ['/report-email', '/report-email?email=ana%40ucalgary.ca', '/report-email?code=123456']) {
      const { router, unmount } = renderRoutes(appRoutes, path);
      expect(
        await screen.findByText('Invalid report link. Please use the link from your email.', {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Go to Homepage' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      unmount();
    }
  });

  it('explains what blocking means, blocks, and thanks the reporter', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const api = stubApi({
      'POST /api/auth/report-unwanted-email': async () => {
        await answered;
        return { body: { msg: 'Email blocked successfully.' } };
      },
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, LINK);
    expect(
      await screen.findByRole('heading', { name: 'Report Unwanted Email' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('ana@ucalgary.ca')).toBeInTheDocument();
    expect(screen.getByText('This email address will be permanently blocked.')).toBeInTheDocument();
    expect(screen.getByText('No more verification emails will be sent to it.')).toBeInTheDocument();
    expect(screen.getByText('Only an administrator can unblock it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Block This Email' }));
    expect(await screen.findByRole('button', { name: 'Blocking Email...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Email Blocked Successfully' })).toBeInTheDocument();
    expect(screen.getByText('Thank You for Your Report')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/auth/report-unwanted-email')?.body).toEqual({
      email: 'ana@ucalgary.ca',
      code: '123456',
    });
  });

  it('shows the server message, the generic one, or the network one', async () => {
    let reply: () => Promise<{ status: number; body?: unknown }> = () =>
      Promise.resolve({ status: 400, body: { msg: 'Invalid report link. Please use the link from your email.' } });
    stubApi({ 'POST /api/auth/report-unwanted-email': () => reply() });
    const user = userEvent.setup();
    renderRoutes(appRoutes, LINK);
    const button = await screen.findByRole('button', { name: 'Block This Email' }, { timeout: 10_000 });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid report link. Please use the link from your email.',
    );

    reply = () => Promise.resolve({ status: 500 });
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while processing your report.'),
    );

    reply = () => Promise.reject(new TypeError('Failed to fetch'));
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit report. Please try again.'),
    );
  });
});
