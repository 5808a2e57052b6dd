import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@quad/contract';
import { memberFixture, stubApi } from '@/test-support/api-stub';
import { renderRoutes } from '@/test-support/render';
import { startEachTestSignedIn } from '@/test-support/signed-in';
import SettingsPage from './settings-page';
import { SETTINGS_TEXT } from './settings-texts';

// Typing without a pause per key: the screens are under test, not the keyboard.
const userEvent = userEventLib.setup({ delay: null });

const routes = [
  { path: '/settings', element: <SettingsPage /> },
  { path: '/', element: <p>Landing</p> },
];

startEachTestSignedIn();

describe('Privacy', () => {
  it('switches at once and stays switched when the server agrees', async () => {
    const calls = stubApi({
      'GET /api/users/me': () => [200, memberFixture()],
      'GET /api/settings': () => [200, { profile_visible: true }],
      'PATCH /api/settings': ({ body }) => [200, body],
    });
    renderRoutes(routes, '/settings');
    const toggle = await screen.findByRole('switch', { name: 'Profile visible' });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(await screen.findByText(SETTINGS_TEXT.updated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ profile_visible: false });
    expect(toggle).not.toBeChecked();
  });

  it('switches back and says so when the server refuses', async () => {
    let release: () => void = () => undefined;
    stubApi({
      'GET /api/users/me': () => [200, memberFixture()],
      'GET /api/settings': () => [200, { profile_visible: true }],
      'PATCH /api/settings': () =>
        new Promise((resolve) => {
          release = () => resolve([500, { msg: 'Something went wrong' }]);
        }),
    });
    renderRoutes(routes, '/settings');
    const toggle = await screen.findByRole('switch', { name: 'Profile visible' });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    // Optimistic: off while the server is asked.
    expect(toggle).not.toBeChecked();
    release();
    expect(await screen.findByText(SETTINGS_TEXT.updateFailed)).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});

describe('Security', { timeout: 20_000 }, () => {
  it('checks the new password before asking the server, then changes it', async () => {
    const calls = stubApi({
      'GET /api/users/me': () => [200, memberFixture()],
      'GET /api/settings': () => [200, { profile_visible: true }],
      'POST /api/auth/update-password': () => [200, { msg: 'Password changed successfully' }],
    });
    renderRoutes(routes, '/settings');
    const form = await screen.findByRole('form', { name: 'Change password' });
    const submit = within(form).getByRole('button', { name: 'Change Password' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(form).getByLabelText('Current Password'), 'old password');
    // Each field can be shown to check what was typed, and hidden again.
    expect(within(form).getByLabelText('Current Password')).toHaveAttribute('type', 'password');
    await userEvent.click(within(form).getByRole('button', { name: 'Show current password' }));
    expect(within(form).getByLabelText('Current Password')).toHaveAttribute('type', 'text');
    await userEvent.click(within(form).getByRole('button', { name: 'Hide current password' }));
    expect(within(form).getByLabelText('Current Password')).toHaveAttribute('type', 'password');
    await userEvent.type(within(form).getByLabelText('New Password'), 'short');
    await userEvent.type(within(form).getByLabelText('Confirm New Password'), 'different');
    await userEvent.click(submit);
    expect(await screen.findByText(MSG.newPasswordsDoNotMatch)).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Confirm New Password'));
    await userEvent.type(within(form).getByLabelText('Confirm New Password'), 'short');
    await userEvent.click(submit);
    expect(await screen.findByText(MSG.passwordTooShort)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/update-password')).toBe(false);

    for (const label of ['New Password', 'Confirm New Password']) {
      await userEvent.clear(within(form).getByLabelText(label));
      await userEvent.type(within(form).getByLabelText(label), 'a much longer one');
    }
    await userEvent.click(submit);
    expect(await screen.findByText(SETTINGS_TEXT.passwordChanged)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/update-password')?.body).toEqual({
      current_password: 'old password',
      new_password: 'a much longer one',
    });
  });

  it("shows the server's message when the change is refused", async () => {
    stubApi({
      'GET /api/users/me': () => [200, memberFixture()],
      'GET /api/settings': () => [200, { profile_visible: true }],
      'POST /api/auth/update-password': () => [400, { msg: 'Current password is incorrect' }],
    });
    renderRoutes(routes, '/settings');
    const form = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText('Current Password'), 'wrong one');
    await userEvent.type(within(form).getByLabelText('New Password'), 'a much longer one');
    await userEvent.type(within(form).getByLabelText('Confirm New Password'), 'a much longer one');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });
});

describe('Danger Zone', { timeout: 20_000 }, () => {
  it('deletes the account only after DELETE is typed, then signs out to /', async () => {
    const calls = stubApi({
      'GET /api/users/me': () => [200, memberFixture()],
      'GET /api/settings': () => [200, { profile_visible: true }],
      'DELETE /api/users/me': () => [200, { msg: 'Your account has been deleted.' }],
    });
    const { router } = renderRoutes(routes, '/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByText(SETTINGS_TEXT.typeDelete)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(await screen.findByText(SETTINGS_TEXT.deleted)).toBeInTheDocument();
  });
});
