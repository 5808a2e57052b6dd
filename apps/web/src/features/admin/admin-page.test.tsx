import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberFixture } from '@/test-support/api-stub';
import { institutionFixture, prepareAdminTests, renderAdmin, serveAdmin } from './admin-test-support';

const statistics = {
  users: { total: 1234, active_last_30_days: 800, paid: 120, admins: 2, suspended: 3, test_accounts: 0 },
  messages: { total: 50000, last_7_days: 4200 },
  demographics: {
    gender: { MAN: 600, WOMAN: 500, NONBINARY: 134 },
    orientation: { ANDROPHILIC: 500, GYNEPHILIC: 600, AMBIPHILIC: 134 },
  },
  institutions: [institutionFixture({ user_count: 1234, payment_required: true })],
};

prepareAdminTests();

describe('Admin page access', () => {
  it('sends a member who is not an administrator to /browse', async () => {
    serveAdmin({ 'GET /api/users/me': () => [200, memberFixture({ is_admin: false })] });
    const { router } = renderAdmin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
  });

  it('sends anyone whose admin check fails to /browse', async () => {
    serveAdmin({ 'GET /api/admin/check': () => [403, { msg: 'You do not have admin access' }] });
    const { router } = renderAdmin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
  });

  it('shows a spinner while the check runs, then the dashboard with the environment badge', async () => {
    let answer: (v: [number, unknown]) => void = () => {};
    serveAdmin({
      'GET /api/admin/check': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/admin/statistics': () => [200, statistics],
    });
    renderAdmin();
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    answer([200, { is_admin: true, admin_email: 'alerts@ucalgary.ca' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('DEVELOPMENT')).toBeInTheDocument();
  });
});

describe('Admin tabs', () => {
  it('shows the statistics on tab 0', async () => {
    serveAdmin({ 'GET /api/admin/statistics': () => [200, statistics] });
    renderAdmin('?tab=0');
    const users = await screen.findByRole('region', { name: 'Users' });
    expect(within(users).getByText('1,234')).toBeInTheDocument();
    expect(within(users).getByText('800')).toBeInTheDocument();
    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(within(messages).getByText('4,200')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Gender' })).getByText('134')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Institution statistics' });
    expect(within(table).getByText('Yes')).toBeInTheDocument();
    // Members per institution, administrators left out as in Total members.
    expect(within(table).getByRole('columnheader', { name: 'Members' })).toBeInTheDocument();
    expect(within(users).getByText('Total members')).toBeInTheDocument();
  });

  it('opens the tab the query names, and falls back to 0 for anything else', async () => {
    serveAdmin({ 'GET /api/admin/statistics': () => [200, statistics] });
    const first = renderAdmin('?tab=2');
    expect(await screen.findByRole('tab', { name: 'Admins', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Admin accounts' })).toBeInTheDocument();
    first.unmount();

    for (const bad of ['9', '-1', 'abc', '2.5']) {
      const { router, unmount } = renderAdmin(`?tab=${bad}`);
      expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe('?tab=0'));
      unmount();
    }
  });

  it('remembers the last tab and returns to it without a query', async () => {
    serveAdmin();
    const first = renderAdmin('?tab=6');
    expect(await screen.findByText('No blocked emails found')).toBeInTheDocument();
    first.unmount();

    const { router } = renderAdmin();
    expect(await screen.findByRole('tab', { name: 'Blocked Emails', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=6'));
    await userEvent.click(screen.getByRole('tab', { name: 'Deleted Users' }));
    expect(await screen.findByText('No deleted users found')).toBeInTheDocument();
    expect(localStorage.getItem('admin.activeTab')).toBe('5');
  });

  it('has the seven tabs in order', async () => {
    serveAdmin({ 'GET /api/admin/statistics': () => [200, statistics] });
    renderAdmin();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Overview',
      'Users',
      'Admins',
      'Settings',
      'Testing',
      'Deleted Users',
      'Blocked Emails',
    ]);
  });
});
