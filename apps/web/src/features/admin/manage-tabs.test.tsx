import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminAccountFixture, prepareAdminTests, renderAdmin, requestedUrls, serveAdmin } from './admin-test-support';

prepareAdminTests();

const change = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const paging = (page: number, pages: number) => ({
  page,
  per_page: 50,
  total: pages * 50,
  pages,
  has_next: page < pages,
  has_prev: page > 1,
});

describe('Admins tab', () => {
  it('marks the current admin, offers Edit only on their row and Delete only on others', async () => {
    const calls = serveAdmin({
      'GET /api/admin/admins': () => [
        200,
        {
          admins: [
            adminAccountFixture(),
            adminAccountFixture({
              id: 2,
              username: 'other_admin',
              email: 'b@sait.ca',
              admin_email: null,
              is_current_user: false,
            }),
          ],
        },
      ],
      'DELETE /api/admin/admins/2/delete': () => [403, { msg: 'You cannot delete your own account' }],
    });
    renderAdmin('?tab=2');
    const table = await screen.findByRole('table', { name: 'Admin accounts' });
    const [me, other] = within(table).getAllByRole('row').slice(1);
    expect(within(me!).getByText('You')).toBeInTheDocument();
    expect(within(me!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(me!).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(other!).getByText('Not set')).toBeInTheDocument();
    expect(within(other!).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(within(other!).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Admin Account' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You cannot delete your own account')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('creates an admin with the defaults after checking the required fields', async () => {
    const calls = serveAdmin({
      'POST /api/admin/create-admin': () => [201, { msg: 'Admin account created successfully.', admin: {} }],
    });
    renderAdmin('?tab=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Admin Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Admin Account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Admin' }));
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Notification email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Institution is required')).toBeInTheDocument();
    change(within(dialog).getByLabelText(/^Email/), 'new.admin@ucalgary.ca');
    change(within(dialog).getByLabelText(/^Password/), 'a long passphrase');
    change(within(dialog).getByLabelText(/^Notification email/), 'alerts@ucalgary.ca');
    change(within(dialog).getByLabelText('Age'), '17');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Institution/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'University of Calgary' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Admin' }));
    expect(within(dialog).getByText('Age must be between 18 and 80')).toBeInTheDocument();
    change(within(dialog).getByLabelText('Age'), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Admin' }));
    expect(await screen.findByText('Admin account created successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/create-admin')?.body).toEqual({
      email: 'new.admin@ucalgary.ca',
      password: 'a long passphrase',
      notification_email: 'alerts@ucalgary.ca',
      institution_id: 'ucalgary',
      gender: 'MAN',
      orientation: 'AMBIPHILIC',
      age: 30,
      height_inches: 70,
    });
  });
});

describe('Deleted users tab', () => {
  it('searches an exact lowercased address, pages, and allows a return', async () => {
    const deleted = {
      id: 4,
      original_user_id: 40,
      username: 'gone_user_1',
      email_hash: 'ab12cd34ef56ab12cd34ef56',
      email: null,
      deletion_type: 'admin_deleted',
      reason: 'Spam',
      deleted_at: new Date().toISOString(),
      can_return_after: null,
      return_allowed: false,
      user_has_returned: false,
      returned_at: null,
      return_allowed_at: null,
      return_allowed_by: null,
      status_labels: ['Admin Deleted'],
      admin_action_history: [],
    };
    const calls = serveAdmin({
      'GET /api/admin/deleted-users': () => [200, { deleted_users: [deleted], paging: paging(1, 2) }],
      'POST /api/admin/deleted-users/4/allow-return': () => [401, { msg: 'Authentication required' }],
    });
    renderAdmin('?tab=5');
    const table = await screen.findByRole('table', { name: 'Deleted users' });
    expect(await within(table).findByText('Admin Deleted')).toBeInTheDocument();
    expect(within(table).getByText('ab12cd34ef56ab12…')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Deleted users pages' })).toHaveTextContent('Page 1 of 2');

    const form = screen.getByRole('search', { name: 'Search deleted users' });
    change(within(form).getByLabelText('Exact email address'), '  Gone@UCalgary.ca ');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(requestedUrls().some((url) => url.includes('email=gone%40ucalgary.ca'))).toBe(true));

    await userEvent.click(within(table).getByRole('button', { name: 'Allow Return' }));
    const dialog = screen.getByRole('dialog', { name: 'Allow User to Return' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Allow Return' }));
    expect(
      await screen.findByText('Authentication failed. Please refresh the page and try again.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/admin/deleted-users/4/allow-return')).toBe(true);
  });
});

describe('Blocked emails tab', () => {
  it('needs an address to block, then blocks it and unblocks with the address', async () => {
    const entry = {
      id: 8,
      email_hash: 'ff00ff00ff00ff00ff00',
      email: 'spam@ucalgary.ca',
      block_reason: 'admin_blocked',
      blocked_at: new Date().toISOString(),
      admin_notes: 'Bots',
      blocked_by: { id: 1, username: 'steady_lynx_1' },
    };
    const calls = serveAdmin({
      'GET /api/admin/blocked-emails': () => [200, { blocked_emails: [entry], paging: paging(1, 1) }],
      'POST /api/admin/blocked-emails/block': () => [201, { msg: 'Email blocked successfully.' }],
      'POST /api/admin/blocked-emails/8/unblock': () => [
        200,
        { msg: 'Email unblocked successfully. Its rate limits were cleared.' },
      ],
    });
    renderAdmin('?tab=6');
    await userEvent.click(await screen.findByRole('button', { name: 'Block Email' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Email' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter an email address to block');
    change(within(dialog).getByLabelText('Email address'), 'Spam@UCalgary.ca');
    change(within(dialog).getByLabelText('Reason'), 'Bots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Email blocked successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/blocked-emails/block')?.body).toEqual({
      email: 'spam@ucalgary.ca',
      reason: 'Bots',
    });

    const table = screen.getByRole('table', { name: 'Blocked emails' });
    expect(within(table).getByText('admin blocked')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Unblock' }));
    const unblock = screen.getByRole('dialog', { name: 'Unblock Email' });
    expect(within(unblock).getByLabelText('Email address (optional)')).toHaveValue('spam@ucalgary.ca');
    await userEvent.click(within(unblock).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Email unblocked successfully. Its rate limits were cleared.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/blocked-emails/8/unblock')?.body).toEqual({
      email: 'spam@ucalgary.ca',
    });
  });

  it('says when nothing is blocked', async () => {
    serveAdmin();
    renderAdmin('?tab=6');
    expect(await screen.findByText('No blocked emails found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Blocked emails pages' })).not.toBeInTheDocument();
  });
});
