import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-support/fetch-stub';
import { renderRoutes } from '@/test-support/render';
import { appRoutes, ME } from './auth-test-support';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.scrollTo = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit(email = 'ana@ucalgary.ca', password = 'secret-pass') {
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: 'Sign In' });
  expect(button).toBeDisabled();
  await user.type(screen.getByLabelText('Email'), email);
  expect(button).toBeDisabled();
  await user.type(screen.getByLabelText('Password'), password);
  expect(button).toBeEnabled();
  await user.click(button);
}

// Whole-app renders with lazy pages: generous time on a busy machine.
describe('Sign In', { timeout: 20_000 }, () => {
  it('offers the password toggle and the two links', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/signin');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/create-account');
  });

  it('stores the token and goes to browse, forgetting an old suspension', async () => {
    sessionStorage.setItem('userSuspended', 'true');
    sessionStorage.setItem('suspensionReason', 'old');
    localStorage.setItem('browseFilters', '{"genders":["man"]}');
    const api = stubApi({
      'POST /api/auth/login': { body: { access_token: 'tok-1', is_suspended: false, suspension_reason: null } },
    });
    const { router } = renderRoutes(appRoutes, '/signin');
    await fillAndSubmit(' ana@ucalgary.ca ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
    expect(api.calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      email: 'ana@ucalgary.ca',
      password: 'secret-pass',
    });
    expect(localStorage.getItem('accessToken')).toBe('tok-1');
    expect(localStorage.getItem('browseFilters')).toBeNull();
    expect(sessionStorage.getItem('userSuspended')).toBeNull();
    expect(sessionStorage.getItem('suspensionReason')).toBeNull();
  });

  it('remembers a suspension with the default reason', async () => {
    stubApi({
      'POST /api/auth/login': { body: { access_token: 'tok-2', is_suspended: true, suspension_reason: null } },
      'GET /api/users/me': { status: 401, body: { msg: 'later' } },
    });
    const { router } = renderRoutes(appRoutes, '/signin');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
    expect(sessionStorage.getItem('userSuspended')).toBe('true');
    expect(sessionStorage.getItem('suspensionReason')).toBe('Your account has been suspended.');
  });

  it('shows the server message, or "An error occurred" without one', async () => {
    let answer: { status: number; body?: unknown } = { status: 401, body: { msg: 'Invalid email or password' } };
    stubApi({ 'POST /api/auth/login': () => answer });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/signin');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    answer = { status: 500 };
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred'));
  });

  it('waits out a 429 with a countdown on the button', async () => {
    stubApi({
      'POST /api/auth/login': {
        status: 429,
        body: { msg: 'Too many failed sign-in attempts. Please wait 2 minutes before trying again.' },
      },
    });
    renderRoutes(appRoutes, '/signin');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 2 minutes');
    expect(await screen.findByRole('button', { name: /Try again in 1m 5\ds|Try again in 2m 00s/ })).toBeDisabled();
  });

  it('sends a deleted account to the deletion notice with its details', async () => {
    const returnAt = new Date(Date.now() + 12 * 24 * 60 * 60_000 - 60_000).toISOString();
    stubApi({
      'POST /api/auth/login': {
        status: 403,
        body: {
          msg: 'This account has been deleted.',
          is_deleted: true,
          deletion_type: 'user_requested',
          deletion_message: 'This account was deleted at your request.',
          can_return_after: returnAt,
        },
      },
    });
    const { router } = renderRoutes(appRoutes, '/signin');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-deleted'));
    expect(await screen.findByRole('heading', { name: 'Account Deleted' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/in approximately 12 days/)).toBeInTheDocument();
  });

  it('sends an unverified account to the verification view', async () => {
    stubApi({
      'POST /api/auth/login': {
        status: 403,
        body: {
          msg: 'Please verify your email before signing in.',
          requires_verification: true,
          email: 'ana@ucalgary.ca',
        },
      },
    });
    const { router } = renderRoutes(appRoutes, '/signin');
    await fillAndSubmit('Ana@UCalgary.ca');
    await waitFor(() => expect(router.state.location.search).toBe('?verify=true'));
    expect(router.state.location.pathname).toBe('/create-account');
    expect(sessionStorage.getItem('verificationEmail')).toBe('ana@ucalgary.ca');
    // The first visit loads the page's code; the old page stays until it has arrived.
    expect(await screen.findByRole('heading', { name: 'Verify Your Email' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('leaves for browse when a member is signed in already', async () => {
    localStorage.setItem('accessToken', 'tok');
    stubApi({ 'GET /api/users/me': { body: ME } });
    const { router } = renderRoutes(appRoutes, '/signin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
  });
});
