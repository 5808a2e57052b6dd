import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  adminPaymentFixture,
  adminUserFixture,
  detailsFixture,
  prepareAdminTests,
  renderAdmin,
  requestedUrls,
  serveAdmin,
} from '../admin-test-support';
import { VERIFIED_LABEL } from '@/lib/verified-badge';

prepareAdminTests();

const member = adminUserFixture({ id: 21, username: 'loud_heron_7' });
const searchAnswer = { users: [member], total: 1, total_pages: 1, page: 1, per_page: 20 };

async function openAction(username: string) {
  const row = await screen.findByRole('listitem', { name: `User ${username}` });
  await userEvent.click(within(row).getByRole('button', { name: 'Take Action' }));
  return screen.getByRole('dialog', { name: `User Action: ${username}` });
}

describe('User actions', () => {
  it('deletes only after the exact username is typed', async () => {
    const calls = serveAdmin({
      'GET /api/admin/users/search': () => [200, searchAnswer],
      'POST /api/admin/users/21/delete': () => [200, { msg: 'ok', user: {} }],
    });
    renderAdmin('?tab=1');
    const dialog = await openAction('loud_heron_7');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Delete user permanently' }));
    expect(within(dialog).getByLabelText('Reason (shown to the member)')).toHaveValue(
      'Account deleted by administrator',
    );
    const submit = within(dialog).getByRole('button', { name: 'Delete user permanently' });
    await userEvent.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter the username to confirm deletion');
    await userEvent.type(within(dialog).getByLabelText('Type loud_heron_7 to confirm'), 'Loud_heron_7');
    await userEvent.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Username confirmation does not match. Please type the exact username.',
    );
    expect(calls.some((c) => c.path.endsWith('/delete'))).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('Type loud_heron_7 to confirm'));
    await userEvent.type(within(dialog).getByLabelText('Type loud_heron_7 to confirm'), 'loud_heron_7');
    await userEvent.click(submit);
    expect(
      await screen.findByText('User deleted permanently (email cannot be reused unless you allow it)'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/users/21/delete')?.body).toEqual({
      reason: 'Account deleted by administrator',
    });
  });

  it('suspends with a message and the username; warns only with the exact username', async () => {
    const calls = serveAdmin({
      'GET /api/admin/users/search': () => [200, searchAnswer],
      'POST /api/admin/users/21/suspend': () => [200, { msg: 'ok', user: {} }],
    });
    renderAdmin('?tab=1');
    let dialog = await openAction('loud_heron_7');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Warn user' }));
    await userEvent.type(within(dialog).getByLabelText('Type loud_heron_7 to confirm'), 'loud_heron');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Warn user' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Username confirmation does not match$/);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Suspend user' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend user' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a suspension message for the user');
    await userEvent.type(within(dialog).getByLabelText(/^Suspension message \(shown to the member\)/), 'Spamming');
    await userEvent.clear(within(dialog).getByLabelText('Type loud_heron_7 to confirm'));
    await userEvent.type(within(dialog).getByLabelText('Type loud_heron_7 to confirm'), 'loud_heron_7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend user' }));
    expect(await screen.findByText('User suspended successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/users/21/suspend')?.body).toEqual({
      reason: 'Spamming',
      duration_hours: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openAction('loud_heron_7');
    expect(within(dialog).queryByRole('radio', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('shows the server’s error when warning fails', async () => {
    serveAdmin({
      'GET /api/admin/users/search': () => [200, searchAnswer],
      'POST /api/admin/users/21/warn': () => [409, { msg: 'generic', error: 'This user has been deleted.' }],
    });
    renderAdmin('?tab=1');
    const dialog = await openAction('loud_heron_7');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Warn user' }));
    await userEvent.type(within(dialog).getByLabelText('Type loud_heron_7 to confirm'), 'loud_heron_7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Warn user' }));
    expect(await screen.findByText('This user has been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'User Action: loud_heron_7' })).toBeInTheDocument();
  });
});

describe('Users section', () => {
  it('searches only with a query and pages with Previous and Next', async () => {
    serveAdmin({
      'GET /api/admin/users/search': () => [200, { ...searchAnswer, total: 45, total_pages: 3 }],
    });
    renderAdmin('?tab=1');
    const form = await screen.findByRole('search', { name: 'Search users' });
    const search = within(form).getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    await userEvent.type(within(form).getByLabelText('Username or email'), '   ');
    expect(search).toBeDisabled();
    await userEvent.type(within(form).getByLabelText('Username or email'), 'heron');
    await userEvent.click(search);
    await waitFor(() => expect(requestedUrls().some((url) => url.includes('q=heron'))).toBe(true));
    const pager = await screen.findByRole('navigation', { name: 'Users pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(pager).toHaveTextContent('Page 2 of 3');
    await waitFor(() => expect(requestedUrls().some((url) => url.includes('page=2'))).toBe(true));
  });

  it('expands a user into counts, text, photos, payments, conversations and histories', async () => {
    const conversations = Array.from({ length: 6 }, (_, i) => ({
      partner_id: 100 + i,
      partner_username: `partner_${i}`,
      total_messages: 3 + i,
      last_message_at: new Date().toISOString(),
      latest_message: {
        id: i,
        direction: i % 2 ? ('received' as const) : ('sent' as const),
        content: `Message number ${i} ${'y'.repeat(60)}`,
        timestamp: new Date().toISOString(),
        status: 'read' as const,
        is_read: true,
      },
      messages: [],
    }));
    const details = detailsFixture({
      user: {
        ...adminUserFixture({
          profile_text: 'a'.repeat(149) + 'bcdef',
          photos: [
            { id: 1, url: '/p/1.webp', thumbnail: '/p/1-thumb.webp', is_primary: true },
            { id: 2, url: '/p/2.webp', thumbnail: '/p/2-thumb.webp', is_primary: false },
          ],
        }),
        admin_action_history: [],
        auto_flag_history: [],
        profile_flag_history: [],
        strike_history: [],
      },
      stats: {
        total_messages_sent: 12,
        total_messages_received: 9,
        initiated: { MAN: 1, WOMAN: 2, NONBINARY: 0 },
        received: { MAN: 3, WOMAN: 0, NONBINARY: 1 },
        conversations: { MAN: 2, WOMAN: 1, NONBINARY: 1 },
      },
      payment_history: [1, 2, 3, 4].map((id) => adminPaymentFixture({ id, transaction_id: `TX${id}` })),
      conversations,
    });
    serveAdmin({
      'GET /api/admin/users/search': () => [200, searchAnswer],
      'GET /api/admin/users/21/details': () => [200, details],
    });
    renderAdmin('?tab=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Show details of loud_heron_7' }));

    expect(await screen.findByText('M 1 · W 2 · O 0')).toBeInTheDocument();
    expect(screen.getByText('M 3 · W 0 · O 1')).toBeInTheDocument();
    expect(screen.getByText('M 2 · W 1 · O 1')).toBeInTheDocument();

    expect(screen.getByText(`${'a'.repeat(149)}b…`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Full' }));
    const full = screen.getByRole('dialog', { name: 'Profile text of loud_heron_7' });
    expect(within(full).getByText('a'.repeat(149) + 'bcdef')).toBeInTheDocument();
    await userEvent.click(within(full).getByRole('button', { name: 'Close' }));

    const photos = screen.getByRole('region', { name: 'Photos' });
    fireEvent.error(within(photos).getByAltText('Photo 2 of loud_heron_7'));
    expect(within(photos).getByRole('img', { name: 'Photo unavailable' })).toBeInTheDocument();
    await userEvent.click(within(photos).getByRole('button', { name: 'Open Photo 1 of loud_heron_7 full size' }));
    const viewer = screen.getByRole('dialog', { name: 'Photo 1 of loud_heron_7' });
    expect(within(viewer).getByAltText('Photo 1 of loud_heron_7, full size')).toHaveAttribute('src', '/p/1.webp');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));

    const payments = screen.getByRole('table', { name: 'Payment history of loud_heron_7' });
    expect(within(payments).getAllByRole('row')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Show All (4)' }));
    const allPayments = screen.getByRole('dialog', { name: 'Complete payment history of loud_heron_7' });
    expect(within(allPayments).getAllByRole('row')).toHaveLength(5);
    await userEvent.click(within(allPayments).getByRole('button', { name: 'Close' }));

    const talks = screen.getByRole('region', { name: 'Conversations' });
    expect(within(talks).getAllByRole('listitem')).toHaveLength(5);
    expect(within(talks).getByText(`Sent: Message number 0 ${'y'.repeat(33)}…`)).toBeInTheDocument();
    expect(within(talks).getByText(`Received: Message number 1 ${'y'.repeat(33)}…`)).toBeInTheDocument();
    expect(within(talks).queryByText('partner_5')).not.toBeInTheDocument();

    expect(screen.getByText('No admin actions recorded')).toBeInTheDocument();
    expect(screen.getByText('No auto-flags recorded')).toBeInTheDocument();
  });

  it('says what a user without anything has not got', async () => {
    serveAdmin({
      'GET /api/admin/users/search': () => [200, searchAnswer],
      'GET /api/admin/users/21/details': () => [
        200,
        detailsFixture({
          user: {
            ...adminUserFixture({ profile_text: '' }),
            admin_action_history: [],
            auto_flag_history: [],
            profile_flag_history: [],
            strike_history: [],
          },
        }),
      ],
    });
    renderAdmin('?tab=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Show details of loud_heron_7' }));
    for (const text of ['No profile text', 'No photos', 'No payment history', 'No conversations yet']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });
});

describe('Verified members in the Users tab', () => {
  it('shows the badge and revokes it with a reason', async () => {
    let verified = true;
    const calls = serveAdmin({
      'GET /api/admin/users/search': () => [
        200,
        {
          ...searchAnswer,
          users: [
            adminUserFixture({ id: 21, username: 'loud_heron_7', is_verified: verified }),
            adminUserFixture({ id: 22, username: 'quiet_wren_3' }),
          ],
          total: 2,
        },
      ],
      'POST /api/admin/users/21/verification/revoke': () => {
        verified = false;
        return [200, { msg: 'Verification revoked.' }];
      },
    });
    renderAdmin('?tab=1');
    const row = await screen.findByRole('listitem', { name: 'User loud_heron_7' });
    expect(within(row).getByRole('img', { name: VERIFIED_LABEL })).toBeInTheDocument();
    const other = screen.getByRole('listitem', { name: 'User quiet_wren_3' });
    expect(within(other).queryByRole('img', { name: VERIFIED_LABEL })).not.toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: 'Revoke Verification' })).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Revoke Verification' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke Verification' });
    expect(dialog).toHaveTextContent('loud_heron_7 loses the verified badge until they pass the selfie check again.');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Photos of someone else');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Verification revoked.')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/verification/revoke'))?.body).toEqual({
      reason: 'Photos of someone else',
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'User loud_heron_7' })).queryByRole('img', {
          name: VERIFIED_LABEL,
        }),
      ).not.toBeInTheDocument(),
    );
  });
});
