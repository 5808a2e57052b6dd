import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubRoute } from '@/test-support/fetch-stub';
import { renderRoutes } from '@/test-support/render';
import { appRoutes } from './auth-test-support';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.scrollTo = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const SENT = { body: { msg: 'If an account exists for this email, a verification code has been sent.' } };

function serve(routes: Record<string, StubRoute> = {}) {
  return stubApi({
    'POST /api/auth/forgot-password': SENT,
    'POST /api/auth/verify-reset-code': { body: { msg: 'Code verified.', valid: true } },
    'POST /api/auth/reset-password': { body: { msg: 'Your password has been reset.' } },
    ...routes,
  });
}

const activeStep = () => document.querySelector('.MuiStepLabel-label.Mui-active')?.textContent;

async function toStep(user: UserEvent, step: 1 | 2) {
  await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), 'ana@ucalgary.ca');
  await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
  await waitFor(() => expect(activeStep()).toBe('Verify Code'));
  if (step === 1) return;
  await user.type(screen.getByPlaceholderText('Enter 6-digit code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(activeStep()).toBe('Reset Password'));
}

describe('Reset Password', { timeout: 30_000 }, () => {
  it('walks the three steps, then goes to sign-in after 3 seconds', async () => {
    const api = serve();
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, '/forgot-password');
    expect(await screen.findByText('Enter Email', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(activeStep()).toBe('Enter Email');
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toBeInTheDocument();
    await toStep(user, 2);
    await user.type(screen.getByLabelText('New Password'), 'brand-new-pw');
    await user.type(screen.getByLabelText('Confirm New Password'), 'brand-new-pw');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Sign In' })).toBeNull();
    expect(api.calls.find((c) => c.path === '/api/auth/reset-password')?.body).toEqual({
      email: 'ana@ucalgary.ca',
      code: '123456',
      new_password: 'brand-new-pw',
    });
    expect(router.state.location.pathname).toBe('/forgot-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), { timeout: 5000 });
  });

  it('checks the new password: length, and match (inline and on submit)', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/forgot-password');
    await toStep(user, 2);
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');

    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'long-enough-1');
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match'));
    expect(api.calls.some((c) => c.path === '/api/auth/reset-password')).toBe(false);
  });

  it('returns to the code step when the code is no longer valid', async () => {
    serve({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { msg: 'Invalid or expired verification code', code: 'code_invalid' },
      },
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/forgot-password');
    await toStep(user, 2);
    await user.type(screen.getByLabelText('New Password'), 'brand-new-pw');
    await user.type(screen.getByLabelText('Confirm New Password'), 'brand-new-pw');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(activeStep()).toBe('Verify Code'));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired verification code');
    expect(screen.getByPlaceholderText('Enter 6-digit code')).toHaveValue('');
  });

  it('shows the fallbacks of section 8', async () => {
    serve({
      'POST /api/auth/forgot-password': { status: 500 },
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/forgot-password');
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), 'ana@ucalgary.ca');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send verification code');
  });

  it('blocks the code step after too many wrong codes', async () => {
    serve({
      'POST /api/auth/verify-reset-code': {
        status: 429,
        body: {
          msg: 'Too many incorrect verification attempts. Please wait 1 hour before trying again.',
          code: 'verification_locked',
        },
      },
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/forgot-password');
    await toStep(user, 1);
    await user.type(screen.getByPlaceholderText('Enter 6-digit code'), '999999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Please wait (1h 00m 00s|59m 5\ds) before trying again/);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(localStorage.getItem('passwordResetBlockedUntil_ana@ucalgary.ca')).not.toBeNull();
  });

  it('resends after a wait, at most 5 times', async () => {
    const api = serve();
    const user = userEvent.setup();
    const now = Date.now();
    // Four resends already made in this tab; the last one's wait is over.
    sessionStorage.setItem(
      'passwordResetCounters',
      JSON.stringify({ 'ana@ucalgary.ca': { count: 4, nextAt: now - 1, expiresAt: now + 60_000 } }),
    );
    renderRoutes(appRoutes, '/forgot-password');
    await toStep(user, 1);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Too many resend attempts. Please try again later.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/auth/forgot-password')).toHaveLength(2);
  });

  it('waits 30 seconds after the first resend', async () => {
    serve();
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/forgot-password');
    await toStep(user, 1);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: /Resend code in 0:(30|29)/ })).toBeDisabled();
  });
});
