import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { institutionFixture, prepareAdminTests, renderAdmin, serveAdmin, settingsFixture } from '../admin-test-support';

prepareAdminTests();

const change = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('Settings cards', () => {
  it('shows the seven cards, edits the cooldown within 1-365 and saves it', async () => {
    const calls = serveAdmin({
      'PUT /api/admin/settings/cooldown': ({ body }) => [
        200,
        {
          msg: 'Cooldown settings updated successfully.',
          settings: settingsFixture({
            deletion_cooldown_days: (body as { deletion_cooldown_days: number }).deletion_cooldown_days,
          }),
        },
      ],
    });
    renderAdmin('?tab=3');
    for (const title of [
      'Payments',
      'Account Deletion Settings',
      'Media Settings',
      'Security Settings',
      'Activity Settings',
      'Auto-Flag Detection Settings',
      'Profile Text Screening Settings',
    ]) {
      expect(await screen.findByRole('region', { name: title })).toBeInTheDocument();
    }
    const card = screen.getByRole('region', { name: 'Account Deletion Settings' });
    expect(within(card).getByText('30 days')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const input = within(card).getByLabelText('Deletion cooldown (days)');
    change(input, '400');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByText('Deletion cooldown must be a whole number from 1 to 365')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    change(input, '45');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cooldown settings updated successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/settings/cooldown')?.body).toEqual({ deletion_cooldown_days: 45 });
    expect(await within(card).findByText('45 days')).toBeInTheDocument();
  });

  it('uppercases the currency and refuses more than 3 letters; Cancel reloads', async () => {
    const calls = serveAdmin({
      'PUT /api/admin/settings/payment': ({ body }) => [
        200,
        { msg: 'Payment settings updated successfully.', settings: settingsFixture(body as object) },
      ],
    });
    renderAdmin('?tab=3');
    const card = await screen.findByRole('region', { name: 'Payments' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    change(within(card).getByLabelText('Currency'), 'cadx');
    change(within(card).getByLabelText('Payment amount'), '-1');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByText('Currency must be at most 3 letters')).toBeInTheDocument();
    expect(within(card).getByText('Payment amount must be 0 or more')).toBeInTheDocument();

    const reads = calls.filter((c) => c.path === '/api/admin/settings/all').length;
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/settings/all').length).toBe(reads + 1));

    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    change(within(card).getByLabelText('Currency'), 'usd');
    change(within(card).getByLabelText('Payment amount'), '25.5');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payment settings updated successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/settings/payment')?.body).toEqual({
      payment_amount: 25.5,
      payment_currency: 'USD',
      recipient_email: 'payments@quad.local',
    });
  });

  it('shows the failure fallback when the server gives no message', async () => {
    serveAdmin({ 'PUT /api/admin/settings/media': () => [500, {}] });
    renderAdmin('?tab=3');
    const card = await screen.findByRole('region', { name: 'Media Settings' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    change(within(card).getByLabelText('Maximum photo size (MB)'), '20');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update media settings')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('turns screening off at once and back on when the server refuses', async () => {
    serveAdmin({ 'PUT /api/admin/settings': () => [500, {}] });
    renderAdmin('?tab=3');
    const card = await screen.findByRole('region', { name: 'Auto-Flag Detection Settings' });
    const toggle = within(card).getByRole('switch', { name: 'Screen messages' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Failed to update setting')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('switches the "Are you sure?" nudge and saves its threshold with the auto-flag scores', async () => {
    const calls = serveAdmin({
      'PUT /api/admin/settings': () => [200, { msg: 'Setting updated successfully', settings: settingsFixture() }],
    });
    renderAdmin('?tab=3');
    const card = await screen.findByRole('region', { name: 'Auto-Flag Detection Settings' });
    const nudge = within(card).getByRole('switch', { name: /Are you sure\?/ });
    expect(nudge).toBeChecked();
    await userEvent.click(nudge);
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    change(within(card).getByLabelText('"Are you sure?" threshold score'), '40');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Auto-flag settings updated')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/settings').map((c) => c.body)).toEqual([
      { key: 'autoflag_nudge_enabled', value: 'false' },
      { key: 'autoflag_nudge_threshold', value: '40' },
    ]);
  });

  it('saves changed screening scores one call each', async () => {
    const calls = serveAdmin({
      'PUT /api/admin/settings': () => [200, { msg: 'Setting updated successfully', settings: settingsFixture() }],
    });
    renderAdmin('?tab=3');
    const card = await screen.findByRole('region', { name: 'Profile Text Screening Settings' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    change(within(card).getByLabelText('Phone number score'), '60');
    change(within(card).getByLabelText('Link score'), '10');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile screening settings updated')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/settings').map((c) => c.body)).toEqual([
      { key: 'profile_phone_score', value: '60' },
      { key: 'profile_url_score', value: '10' },
    ]);
  });

  it('highlights a false-positive rate and reason shares above 20 percent', async () => {
    serveAdmin({
      'GET /api/admin/auto-flags/stats': () => [
        200,
        {
          stats: {
            total: 10,
            pending: 4,
            resolved: 6,
            false_positive_rate: 33.3,
            by_reason: { phone: 7, url: 2, spam: 1 },
            nudges: { issued: 12, confirmed: 5, edited: 7 },
          },
        },
      ],
    });
    renderAdmin('?tab=3');
    const card = await screen.findByRole('region', { name: 'Auto-Flag Detection Settings' });
    expect(await within(card).findByLabelText('False positive rate: 33.3%, above 20 percent')).toBeInTheDocument();
    expect(within(card).getByText('phone: 7 (70%)').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(within(card).getByText('url: 2 (20%)').closest('.MuiChip-root')).toHaveClass('MuiChip-colorDefault');
    const nudges = within(card).getByLabelText('"Are you sure?" nudges');
    expect(nudges).toHaveTextContent('Asked "Are you sure?"12');
    expect(nudges).toHaveTextContent('Sent anyway5');
    expect(nudges).toHaveTextContent('Edited instead7');
  });
});

describe('Institutions', () => {
  it('lists by display order with the Current badge, and offers Delete only without users', async () => {
    serveAdmin({
      'GET /api/admin/institutions': () => [
        200,
        {
          institutions: [
            institutionFixture({
              id: 'mru',
              name: 'Mount Royal University',
              display_order: 3,
              is_current: false,
              user_count: 0,
              member_count: 0,
              can_delete: true,
            }),
            institutionFixture(),
          ],
        },
      ],
    });
    renderAdmin('?tab=3');
    const table = await screen.findByRole('table', { name: 'Institutions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('University of Calgary');
    expect(within(rows[0]!).getByText('Current')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('needs a name and a domain, drops blank domains and turns a bad threshold into 25', async () => {
    const calls = serveAdmin({
      'POST /api/admin/institutions': () => [201, { msg: 'Institution created successfully.', institution: {} }],
    });
    renderAdmin('?tab=3');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Institution' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Institution' });
    const add = within(dialog).getByRole('button', { name: 'Add Institution' });
    await userEvent.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Institution name is required');
    change(within(dialog).getByLabelText(/^Name/), 'Bow Valley College');
    change(within(dialog).getByLabelText(/^Email domains/), '  \n ');
    await userEvent.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('At least one email domain is required');
    change(within(dialog).getByLabelText(/^Email domains/), 'bowvalleycollege.ca\n\n *.bvc.ca \n');
    change(within(dialog).getByLabelText('Payment threshold'), '-3');
    change(within(dialog).getByLabelText('Display order'), '');
    await userEvent.click(add);
    expect(await screen.findByText('Institution created successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/institutions' && c.method === 'POST')?.body).toEqual({
      name: 'Bow Valley College',
      domains: ['bowvalleycollege.ca', '*.bvc.ca'],
      payment_threshold: 25,
      display_order: 0,
    });
  });
});
