import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { LIVE_INSTITUTIONS } from '@quad/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubRoute } from '@/test-support/fetch-stub';
import { renderRoutes } from '@/test-support/render';
import { AGREEMENTS } from './signup-form-state';
import { appRoutes, ME } from './auth-test-support';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.scrollTo = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const withInstitutions = (routes: Record<string, StubRoute> = {}) =>
  stubApi({ 'GET /api/institutions': { body: LIVE_INSTITUTIONS }, ...routes });

async function choose(user: UserEvent, field: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Fills the whole form for Mount Royal University (preselected by a landing card). */
async function fillForm(user: UserEvent, email = 'ana@mtroyal.ca') {
  await screen.findByRole('combobox', { name: /Institution/ }, { timeout: 10_000 });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Institution/ })).toHaveTextContent('Mount Royal'));
  await user.type(screen.getByLabelText(/^Email Address/), email);
  await user.type(screen.getByLabelText(/^Password/), 'long-enough-pw');
  await choose(user, /^Age/, '23');
  await choose(user, /^Height/, `5'7"`);
  await choose(user, /^Gender/, 'Woman');
  await choose(user, /^Orientation/, 'Attracted to men');
  for (const { label } of AGREEMENTS) await user.click(screen.getByRole('checkbox', { name: label }));
}

/** A complete draft for Mount Royal University, as an earlier visit in this tab leaves it. */
function seedDraft() {
  sessionStorage.setItem(
    'signupFormState',
    JSON.stringify({
      institutionId: 'mru',
      email: 'ana@mtroyal.ca',
      age: 23,
      heightInches: 67,
      gender: 'woman',
      orientation: 'androphilic',
      agreements: Object.fromEntries(AGREEMENTS.map((a) => [a.key, true])),
    }),
  );
}

/** With a seeded draft only the password (never stored) is left to type. */
async function typePasswordAndSubmit(user: UserEvent) {
  await user.type(await screen.findByLabelText(/^Password/, {}, { timeout: 10_000 }), 'long-enough-pw');
  const submit = screen.getByRole('button', { name: 'Continue to Verification' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
}

const fromCard = { pathname: '/create-account', state: { institution: 'Mount Royal University' } };

describe('Create Account', { timeout: 30_000 }, () => {
  it('preselects the institution of a landing card and checks the domain after a pause', async () => {
    withInstitutions();
    const user = userEvent.setup();
    renderRoutes(appRoutes, fromCard);
    const institution = await screen.findByRole('combobox', { name: /Institution/ }, { timeout: 10_000 });
    await waitFor(() => expect(institution).toHaveTextContent('Mount Royal University'));
    expect(screen.getByText('Use your institutional email, e.g. student@mtroyal.ca')).toBeInTheDocument();
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email Address/), 'ana@gmail.com');
    expect(
      await screen.findByText('Email must be from Mount Royal University domain (e.g., student@mtroyal.ca)'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email Address/));
    await user.type(screen.getByLabelText(/^Email Address/), 'ana@');
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  });

  it('shows heights in feet and inches and the three genders', async () => {
    withInstitutions();
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/create-account');
    await user.click(await screen.findByRole('combobox', { name: /^Height/ }));
    const heights = await screen.findAllByRole('option');
    expect(heights[0]).toHaveTextContent(`4'0"`);
    expect(heights.at(-1)).toHaveTextContent(`7'0"`);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: /^Gender/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Man', 'Woman', 'Other']);
  });

  it('enables Continue to Verification with everything valid, keeps a draft without the password, and registers', async () => {
    const api = withInstitutions({
      'POST /api/auth/register': { status: 201, body: { msg: 'Account created.', email: 'ana@mtroyal.ca' } },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, fromCard);
    const submit = await screen.findByRole('button', { name: 'Continue to Verification' });
    expect(submit).toBeDisabled();
    await fillForm(user);
    await waitFor(() => expect(submit).toBeEnabled());
    const draft = sessionStorage.getItem('signupFormState')!;
    expect(draft).toContain('ana@mtroyal.ca');
    expect(draft).not.toContain('long-enough-pw');

    await user.click(submit);
    await waitFor(() => expect(router.state.location.search).toBe('?verify=true'));
    expect(api.calls.find((c) => c.path === '/api/auth/register')?.body).toEqual({
      email: 'ana@mtroyal.ca',
      password: 'long-enough-pw',
      institution_id: 'mru',
      age: 23,
      gender: 'woman',
      orientation: 'androphilic',
      height_inches: 67,
    });
    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(sessionStorage.getItem('verificationEmail')).toBe('ana@mtroyal.ca');
  });

  it('restores the draft after a reload, password excepted', async () => {
    withInstitutions();
    const user = userEvent.setup();
    renderRoutes(appRoutes, fromCard);
    await fillForm(user);
    cleanup();
    renderRoutes(appRoutes, '/create-account');
    await waitFor(() => expect(screen.getByLabelText(/^Email Address/)).toHaveValue('ana@mtroyal.ca'));
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: AGREEMENTS[5].label })).toBeChecked();
  });

  it('shows field errors joined, the e-mail one under the e-mail field', async () => {
    withInstitutions({
      'POST /api/auth/register': {
        status: 422,
        body: {
          msg: 'Please correct the highlighted fields',
          errors: { email: 'This email address has been blocked', age: 'Age must be between 18 and 80' },
        },
      },
    });
    seedDraft();
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/create-account');
    await typePasswordAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email address has been blocked. Age must be between 18 and 80.',
    );
    const emailField = screen.getByLabelText(/^Email Address/);
    expect(emailField).toHaveAccessibleDescription('This email address has been blocked');
  });

  it('shows the server message, else the generic one', async () => {
    withInstitutions({ 'POST /api/auth/register': { status: 500 } });
    seedDraft();
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/create-account');
    await typePasswordAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during account creation');
  });

  it('turns "already exists" for a verified account into Account Already Verified', async () => {
    const api = withInstitutions({
      'POST /api/auth/register': {
        status: 409,
        body: { msg: 'An account with this email already exists', code: 'email_taken' },
      },
      'POST /api/auth/resend-verification': {
        status: 409,
        body: {
          msg: 'This email is already verified. Please sign in.',
          code: 'already_verified',
          already_verified: true,
        },
      },
    });
    seedDraft();
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, '/create-account');
    await typePasswordAndSubmit(user);
    expect(await screen.findByRole('heading', { name: 'Account Already Verified' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/auth/resend-verification')?.body).toEqual({
      email: 'ana@mtroyal.ca',
    });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('turns "already exists" for an unverified account into its verification view', async () => {
    withInstitutions({
      'POST /api/auth/register': {
        status: 409,
        body: { msg: 'An account with this email already exists', code: 'email_taken' },
      },
      'POST /api/auth/resend-verification': {
        body: {
          msg: 'A new verification code has been sent to your email.',
          resends_remaining: 4,
          retry_after_seconds: 30,
        },
      },
    });
    seedDraft();
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/create-account');
    await typePasswordAndSubmit(user);
    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Resend code in 0:(30|29) \(4 left\)/ })).toBeDisabled();
  });
});

describe('the verification view', { timeout: 30_000 }, () => {
  const verifyPath = '/create-account?verify=true';

  it('needs a stored e-mail, else goes back to the form', async () => {
    withInstitutions();
    const { router } = renderRoutes(appRoutes, verifyPath);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('asks for six digits, then verifies and lands on the profile as a new member', async () => {
    sessionStorage.setItem('verificationEmail', 'ana@mtroyal.ca');
    sessionStorage.setItem('signupFormState', '{"email":"ana@mtroyal.ca"}');
    const api = stubApi({
      'POST /api/auth/verify-email': {
        body: {
          msg: 'Email verified successfully',
          access_token: 'new-tok',
          is_suspended: false,
          suspension_reason: null,
        },
      },
      'GET /api/users/me': { body: ME },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, verifyPath);
    const code = await screen.findByPlaceholderText('Enter 6-digit code');
    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a 6-digit verification code');
    expect(api.calls.some((c) => c.path === '/api/auth/verify-email')).toBe(false);

    await user.type(code, '456');
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(localStorage.getItem('accessToken')).toBe('new-tok');
    expect(sessionStorage.getItem('newUserRedirect')).toBe('true');
    expect(sessionStorage.getItem('isNewRegistration')).toBe('true');
    expect(sessionStorage.getItem('verificationEmail')).toBeNull();
    expect(sessionStorage.getItem('signupFormState')).toBeNull();
  });

  it('signs in with the typed password when verification gives no token', async () => {
    const api = withInstitutions({
      'POST /api/auth/register': { status: 201, body: { msg: 'Account created.' } },
      'POST /api/auth/verify-email': { body: { msg: 'Email verified successfully' } },
      'POST /api/auth/login': { body: { access_token: 'tok-3', is_suspended: false, suspension_reason: null } },
      // The new session stays valid on the profile it lands on.
      'GET /api/users/me': { body: ME },
    });
    seedDraft();
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, '/create-account');
    await typePasswordAndSubmit(user);
    await user.type(await screen.findByPlaceholderText('Enter 6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(api.calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      email: 'ana@mtroyal.ca',
      password: 'long-enough-pw',
    });
    expect(localStorage.getItem('accessToken')).toBe('tok-3');
  });

  it('says so when signing in after verification fails', async () => {
    sessionStorage.setItem('verificationEmail', 'ana@mtroyal.ca');
    stubApi({ 'POST /api/auth/verify-email': { body: { msg: 'Email verified successfully' } } });
    const user = userEvent.setup();
    renderRoutes(appRoutes, verifyPath);
    await user.type(await screen.findByPlaceholderText('Enter 6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to log in after verification');
  });

  it('shows a wrong code, and blocks with a countdown after too many', async () => {
    sessionStorage.setItem('verificationEmail', 'ana@mtroyal.ca');
    let answer = { status: 400, body: { msg: 'Invalid verification code', code: 'code_invalid' } };
    stubApi({ 'POST /api/auth/verify-email': () => answer });
    const user = userEvent.setup();
    renderRoutes(appRoutes, verifyPath);
    await user.type(await screen.findByPlaceholderText('Enter 6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');

    answer = {
      status: 429,
      body: {
        msg: 'Too many incorrect verification attempts. Please wait 15 minutes before trying again.',
        code: 'verification_locked',
      },
    };
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Too many incorrect verification attempts\. Please wait 1[45]m \d\ds before trying again\./,
    );
    expect(screen.getByRole('button', { name: 'Verify and Sign In' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Resend code/ })).toBeDisabled();
    const until = Number(localStorage.getItem('verificationBlockedUntil_ana@mtroyal.ca'));
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
  });

  it('lifts a block that has run out', async () => {
    sessionStorage.setItem('verificationEmail', 'ana@mtroyal.ca');
    localStorage.setItem('verificationBlockedUntil_ana@mtroyal.ca', String(Date.now() + 1500));
    stubApi({});
    renderRoutes(appRoutes, verifyPath);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Please wait [12]s/);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 4000 });
    expect(screen.getByRole('button', { name: 'Verify and Sign In' })).toBeEnabled();
    expect(localStorage.getItem('verificationBlockedUntil_ana@mtroyal.ca')).toBeNull();
  });

  it('resends with the remaining count and a wait, and shows the success message', async () => {
    sessionStorage.setItem('verificationEmail', 'ana@mtroyal.ca');
    stubApi({
      'POST /api/auth/resend-verification': {
        body: {
          msg: 'A new verification code has been sent to your email.',
          resends_remaining: 4,
          retry_after_seconds: 30,
        },
      },
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, verifyPath);
    await user.click(await screen.findByRole('button', { name: 'Resend code (5 left)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A new verification code has been sent to your email.');
    expect(screen.getByRole('button', { name: /Resend code in 0:(30|29) \(4 left\)/ })).toBeDisabled();
    const counter = JSON.parse(localStorage.getItem('rateLimitEmail_ana@mtroyal.ca')!) as { count: number };
    expect(counter.count).toBe(1);
  });

  it('shows the resend block after the last resend', async () => {
    sessionStorage.setItem('verificationEmail', 'ana@mtroyal.ca');
    localStorage.setItem('resendBlockedUntil_ana@mtroyal.ca', String(Date.now() + 10 * 60_000));
    stubApi({});
    renderRoutes(appRoutes, verifyPath);
    const notice = await screen.findByText(/Too many resend attempts\. Please wait before trying again\./);
    expect(within(notice).getByText(/9m 5\ds|10m 00s/, { exact: false })).toBeInTheDocument();
  });
});
