import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TPendingAppeal } from '@quad/contract';
import {
  adminUserFixture,
  detailsFixture,
  HOUR_MS,
  queueUser,
  prepareAdminTests,
  renderAdmin,
  serveAdmin,
} from '../admin-test-support';

prepareAdminTests();

const member = adminUserFixture({ id: 21, username: 'loud_heron_7', strike_count: 2 });
const searchAnswer = { users: [member], total: 1, total_pages: 1, page: 1, per_page: 20 };

const appealFixture = (overrides: Partial<TPendingAppeal> = {}): TPendingAppeal => ({
  id: 5,
  text: 'I was quoting a film, not threatening anyone.',
  created_at: new Date(Date.now() - HOUR_MS).toISOString(),
  member: queueUser({ id: 21, username: 'loud_heron_7', is_suspended: true, strike_count: 1 }),
  action: {
    id: 40,
    action_type: 'suspend',
    reason: 'Threatening messages',
    issued_at: new Date(Date.now() - 2 * HOUR_MS).toISOString(),
    admin: { id: 2, username: 'first_admin' },
    suspended_until: new Date(Date.now() + 22 * HOUR_MS).toISOString(),
  },
  evidence: {
    source: 'message_flag',
    report_reason: null,
    report_description: null,
    reporter_username: null,
    flag_reason: 'explicit_first_message',
    content: 'the flagged words',
  },
  can_decide: true,
  ...overrides,
});

describe('Due process in the Users tab', () => {
  it('suspends for a chosen time and shows the strike count on the row', async () => {
    const calls = serveAdmin({
      'GET /api/admin/users/search': () => [200, searchAnswer],
      'POST /api/admin/users/21/suspend': () => [200, { msg: 'ok', user: {} }],
    });
    renderAdmin('?tab=1');
    const row = await screen.findByRole('listitem', { name: 'User loud_heron_7' });
    expect(within(row).getByText('2 strikes')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Take Action' }));
    const dialog = screen.getByRole('dialog', { name: 'User Action: loud_heron_7' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Suspend user' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Duration' }));
    await userEvent.click(await screen.findByRole('option', { name: '24 hours' }));
    await userEvent.type(within(dialog).getByLabelText(/^Suspension message/), 'Cool off');
    await userEvent.type(within(dialog).getByLabelText('Type loud_heron_7 to confirm'), 'loud_heron_7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend user' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/users/21/suspend')?.body).toEqual({
        reason: 'Cool off',
        duration_hours: 24,
      }),
    );
  });

  it('lists the strikes in the details, and names the system when it ended a suspension', async () => {
    const at = new Date(Date.now() - 3 * HOUR_MS).toISOString();
    const details = detailsFixture({
      user: {
        ...member,
        admin_action_history: [
          {
            id: 8,
            action_type: 'unsuspend',
            timestamp: at,
            admin: null,
            reason: 'Suspension ended',
            notes: null,
            parsed_notes: {
              report_context: null,
              warning_message: null,
              suspension_message: null,
              deletion_message: null,
              moderation_message: null,
              admin_notes: null,
            },
            by_system: true,
          },
        ],
        auto_flag_history: [],
        profile_flag_history: [],
        strike_history: [
          {
            id: 2,
            admin_action_id: 7,
            action_type: 'suspend',
            reason: 'A week off',
            source: 'report',
            created_at: at,
            removed_at: null,
          },
          {
            id: 1,
            admin_action_id: 6,
            action_type: 'warn',
            reason: 'Be kind',
            source: 'message_flag',
            created_at: at,
            removed_at: at,
          },
        ],
      },
    });
    serveAdmin({
      'GET /api/admin/users/search': () => [200, searchAnswer],
      'GET /api/admin/users/21/details': () => [200, details],
    });
    renderAdmin('?tab=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Show details of loud_heron_7' }));
    const strikes = await screen.findByRole('region', { name: 'Strikes (1)' });
    expect(within(strikes).getByText('A week off')).toBeInTheDocument();
    expect(within(strikes).getByText('Overturned on appeal')).toBeInTheDocument();
    expect(screen.getByText(/by System/)).toBeInTheDocument();
  });

  it('lists pending appeals with their evidence, and overturns one with a message', async () => {
    const calls = serveAdmin({
      'GET /api/admin/appeals/pending': () => [
        200,
        { appeals: [appealFixture(), appealFixture({ id: 6, can_decide: false, text: 'Second one' })] },
      ],
      'POST /api/admin/appeals/5/review': () => [200, { msg: 'Appeal overturned: the decision has been reversed.' }],
    });
    renderAdmin('?tab=1');
    const items = await screen.findAllByRole('listitem', { name: 'Appeal by loud_heron_7' });
    expect(within(items[0]!).getByText(/the flagged words/)).toBeInTheDocument();
    expect(within(items[0]!).getByText(/first_admin/)).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: 'Decide' })).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Your action: another admin decides')).toBeInTheDocument();

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Decide' }));
    const dialog = screen.getByRole('dialog', { name: 'Decide Appeal: loud_heron_7' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose uphold or overturn');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Overturn/ }));
    await userEvent.type(within(dialog).getByLabelText(/Message to the member/), 'Fair point, lifted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overturn' }));
    expect(await screen.findByText('Appeal overturned: the decision has been reversed.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/appeals/5/review')?.body).toEqual({
      decision: 'overturn',
      message: 'Fair point, lifted.',
    });
  });
});
