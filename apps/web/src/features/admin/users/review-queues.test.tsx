import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  adminPaymentFixture,
  HOUR_MS,
  queueUser,
  prepareAdminTests,
  renderAdmin,
  serveAdmin,
} from '../admin-test-support';

prepareAdminTests();

describe('Review queues', () => {
  it('requires an action and dismisses a report with the message', async () => {
    const calls = serveAdmin({
      'GET /api/admin/reports/pending': () => [
        200,
        {
          pending_reports: [
            {
              id: 5,
              reported_user: queueUser(),
              reporter: queueUser({ id: 22, username: 'kind_fox_3' }),
              reason: 'inappropriate_content',
              description: 'Rude messages',
              created_at: new Date().toISOString(),
            },
          ],
        },
      ],
      'POST /api/admin/reports/5/review': () => [200, { msg: 'Dismissed successfully.' }],
    });
    renderAdmin('?tab=1');
    const item = await screen.findByRole('listitem', { name: 'Report about loud_heron_7' });
    expect(within(item).getAllByText('inappropriate content').length).toBeGreaterThan(0);
    expect(within(item).getByText('kind_fox_3')).toBeInTheDocument();
    expect(within(item).getByText('Rude messages')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review User Report' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose an action');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dismiss' }));
    await userEvent.type(within(dialog).getByLabelText('Admin notes (private)'), 'Banter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Dismissed successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/reports/5/review')?.body).toEqual({
      action: 'dismiss',
      admin_notes: 'Banter',
      moderation_message: '',
    });
  });

  it('shows a caution the review returns as a warning', async () => {
    serveAdmin({
      'GET /api/admin/reports/pending': () => [
        200,
        {
          pending_reports: [
            {
              id: 5,
              reported_user: queueUser(),
              reporter: queueUser({ id: 22, username: 'kind_fox_3' }),
              reason: 'spam',
              description: null,
              created_at: new Date().toISOString(),
            },
          ],
        },
      ],
      'POST /api/admin/reports/5/review': () => [
        200,
        { msg: 'Dismissed successfully.', message: 'loud_heron_7 has 2 other reports waiting.' },
      ],
    });
    renderAdmin('?tab=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review User Report' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dismiss' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    const alert = await screen.findByText('loud_heron_7 has 2 other reports waiting.');
    expect(alert.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorWarning');
  });

  it('colours message and profile flags by risk and marks new accounts', async () => {
    const now = Date.now();
    serveAdmin({
      'GET /api/admin/auto-flags/pending': () => [
        200,
        {
          auto_flags: [
            {
              id: 1,
              message_id: 1,
              sender: queueUser({ username: 'fresh_sender', created_at: new Date(now - 2 * HOUR_MS).toISOString() }),
              recipient: queueUser({ id: 30, username: 'calm_owl' }),
              flag_reason: 'phone',
              risk_score: 70,
              detected_patterns: ['phone_number'],
              message_content: 'Call me at five five five, one two three, four five six seven, any time you like ok',
              created_at: new Date().toISOString(),
            },
            {
              id: 2,
              message_id: 2,
              sender: queueUser({ username: 'old_sender' }),
              recipient: queueUser({ id: 30, username: 'calm_owl' }),
              flag_reason: 'url',
              risk_score: 50,
              detected_patterns: [],
              message_content: 'see my site',
              created_at: new Date().toISOString(),
            },
          ],
        },
      ],
      'GET /api/admin/profile-flags/pending': () => [
        200,
        {
          profile_flags: [
            {
              id: 3,
              user: queueUser({ username: 'week_old', created_at: new Date(now - 6 * 24 * HOUR_MS).toISOString() }),
              flag_reason: 'social_media',
              risk_score: 45,
              detected_patterns: ['instagram_handle'],
              flagged_fields: ['bio'],
              profile_text: 'x'.repeat(120),
              created_at: new Date().toISOString(),
            },
            {
              id: 4,
              user: queueUser({ username: 'mild_profile' }),
              flag_reason: 'url',
              risk_score: 24,
              detected_patterns: [],
              flagged_fields: ['bio', 'interests'],
              profile_text: 'short',
              created_at: new Date().toISOString(),
            },
          ],
        },
      ],
    });
    renderAdmin('?tab=1');
    const fresh = await screen.findByRole('listitem', { name: 'Flagged message from fresh_sender' });
    expect(within(fresh).getByLabelText('Risk score 70')).toHaveClass('MuiChip-colorError');
    expect(within(fresh).getByText('new')).toBeInTheDocument();
    expect(within(fresh).getByText(/^Call me at five five five, one two three, four fiv…$/)).toBeInTheDocument();
    const old = screen.getByRole('listitem', { name: 'Flagged message from old_sender' });
    expect(within(old).getByLabelText('Risk score 50')).toHaveClass('MuiChip-colorWarning');
    expect(within(old).queryByText('new')).not.toBeInTheDocument();

    const week = screen.getByRole('listitem', { name: 'Flagged profile of week_old' });
    expect(within(week).getByLabelText('Risk score 45')).toHaveClass('MuiChip-colorError');
    expect(within(week).getByText('new')).toBeInTheDocument();
    expect(within(week).getByText(`${'x'.repeat(100)}…`)).toBeInTheDocument();
    expect(within(week).getByText('bio')).toBeInTheDocument();
    const mild = screen.getByRole('listitem', { name: 'Flagged profile of mild_profile' });
    expect(within(mild).getByLabelText('Risk score 24')).toHaveClass('MuiChip-colorDefault');
    expect(within(mild).getByText('bio, interests')).toBeInTheDocument();
  });

  it('verifies a pending payment with the transaction id and notes', async () => {
    const calls = serveAdmin({
      'GET /api/admin/payments/pending': () => [
        200,
        {
          pending_payments: [
            {
              user: {
                id: 21,
                username: 'loud_heron_7',
                email: 'heron@ucalgary.ca',
                institution: { id: 'ucalgary', name: 'University of Calgary', name_abbreviated: 'UCalgary' },
                is_paid: false,
                is_under_payment_review: true,
                remaining_amount: null,
                payment_reference_code: 'K7M3QX9P',
              },
              payments: [adminPaymentFixture({ id: 9 })],
            },
          ],
          unmatched_intakes: [],
        },
      ],
      'POST /api/admin/payments/9/verify': () => [200, { msg: 'Payment verified successfully.' }],
    });
    renderAdmin('?tab=1');
    const item = await screen.findByRole('listitem', { name: 'Payment of loud_heron_7' });
    expect(within(item).getByText('$20.00 CAD')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Payment' });
    await userEvent.type(within(dialog).getByLabelText('Transaction ID'), 'CA1abc');
    await userEvent.type(within(dialog).getByLabelText('Admin notes (private)'), 'Seen in bank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify Payment' }));
    expect(await screen.findByText('Payment verified successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/payments/9/verify')?.body).toEqual({
      transaction_id: 'CA1abc',
      admin_notes: 'Seen in bank',
    });
  });
});
