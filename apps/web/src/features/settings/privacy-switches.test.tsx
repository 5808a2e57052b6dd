import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberFixture, stubApi } from '@/test-support/api-stub';
import { renderRoutes } from '@/test-support/render';
import { startEachTestSignedIn } from '@/test-support/signed-in';
import SettingsPage from './settings-page';

const userEvent = userEventLib.setup({ delay: null });

startEachTestSignedIn();

describe('Privacy switches', () => {
  it('turns read receipts and typing off through PATCH /api/settings', async () => {
    const settings = { profile_visible: true, share_read_receipts: true, share_typing: true };
    const calls = stubApi({
      'GET /api/users/me': () => [200, memberFixture()],
      'GET /api/settings': () => [200, settings],
      'PATCH /api/settings': ({ body }) => [200, Object.assign(settings, body)],
    });
    renderRoutes([{ path: '/settings', element: <SettingsPage /> }], '/settings');
    const receipts = await screen.findByRole('switch', { name: 'Read receipts' });
    await waitFor(() => expect(receipts).toBeChecked());
    await userEvent.click(receipts);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    const typing = screen.getByRole('switch', { name: 'Typing indicator' });
    await waitFor(() => expect(typing).toBeEnabled());
    await userEvent.click(typing);
    await waitFor(() => expect(typing).not.toBeChecked());
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { share_read_receipts: false },
      { share_typing: false },
    ]);
    expect(receipts).not.toBeChecked();
  });
});
