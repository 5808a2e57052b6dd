import type {
  TAdminAccount,
  TAdminInstitution,
  TAdminPayment,
  TAdminUser,
  TAdminUserDetails,
  TQueueUser,
  TSettings,
} from '@quad/contract';
import { DEFAULT_SETTINGS } from '@quad/contract';
import { configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { memberFixture, stubApi, type ApiCall } from '@/test-support/api-stub';
import { renderRoutes } from '@/test-support/render';
import AdminPage from './admin-page';

type Handler = Parameters<typeof stubApi>[0][string];

/**
 * What every admin test file needs: each tab loads on demand and MUI renders slowly in jsdom
 * on a busy machine, so waits are longer; each test starts with empty storage, a page that can
 * scroll, and no stubbed fetch left over.
 */
export function prepareAdminTests({ testTimeout = 30_000 } = {}): void {
  configure({ asyncUtilTimeout: 5_000 });
  vi.setConfig({ testTimeout });
  beforeEach(() => {
    localStorage.clear();
    window.scrollTo = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}

export const HOUR_MS = 60 * 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

export const institutionFixture = (overrides: Partial<TAdminInstitution> = {}): TAdminInstitution => ({
  id: 'ucalgary',
  name: 'University of Calgary',
  name_abbreviated: 'UCalgary',
  domains: ['ucalgary.ca'],
  display_order: 1,
  user_count: 12,
  member_count: 11,
  active_women_nonbinary_count: 7,
  paid_count: 3,
  payment_threshold: 25,
  payment_required: false,
  is_current: true,
  can_delete: false,
  ...overrides,
});

export const queueUser = (overrides: Partial<TQueueUser> = {}): TQueueUser => ({
  id: 21,
  username: 'loud_heron_7',
  email: 'heron@ucalgary.ca',
  created_at: ago(30 * 24 * HOUR_MS),
  account_age_days: 30,
  is_suspended: false,
  is_deleted: false,
  total_reports: 1,
  strike_count: 0,
  next_step: { action: 'warn', duration_hours: null },
  ...overrides,
});

export const adminUserFixture = (overrides: Partial<TAdminUser> = {}): TAdminUser => ({
  id: 21,
  username: 'loud_heron_7',
  email: 'heron@ucalgary.ca',
  is_paid: false,
  is_admin: false,
  is_suspended: false,
  suspension_reason: null,
  suspended_at: null,
  suspended_until: null,
  strike_count: 0,
  email_verified: true,
  is_verified: false,
  verified_at: null,
  age: 22,
  height_inches: 68,
  gender: 'WOMAN',
  orientation: 'ANDROPHILIC',
  institution: { id: 'ucalgary', name: 'University of Calgary', name_abbreviated: 'UCalgary' },
  payment_reference_code: 'K7M3QX9P',
  created_at: ago(30 * 24 * HOUR_MS),
  last_activity_at: ago(HOUR_MS),
  remaining_amount: null,
  is_under_payment_review: false,
  has_active_warning: false,
  warning_message: null,
  total_reports: 0,
  pending_reports: 0,
  account_age_days: 30,
  profile_text: 'Hi',
  profile_visible: true,
  photos: [],
  deleted_at: null,
  is_test_account: false,
  ...overrides,
});

export const adminPaymentFixture = (overrides: Partial<TAdminPayment> = {}): TAdminPayment => ({
  id: 1,
  transaction_type: 'PAYMENT',
  transaction_id: null,
  description: 'e-Transfer reported by member',
  amount: 20,
  currency: 'CAD',
  remaining_amount: null,
  submitted_at: ago(2 * HOUR_MS),
  user_paid_status_after: null,
  payment_notes_to_user: null,
  status: 'pending',
  admin_notes: null,
  source: 'member_claim',
  sender_name: 'Jane Doe',
  payment_code: 'K7M3QX9P',
  reviewed_at: null,
  reviewed_by: null,
  intake: null,
  ...overrides,
});

export const detailsFixture = (overrides: Partial<TAdminUserDetails> = {}): TAdminUserDetails => ({
  user: {
    ...adminUserFixture(),
    admin_action_history: [],
    auto_flag_history: [],
    profile_flag_history: [],
    strike_history: [],
  },
  stats: {
    total_messages_sent: 0,
    total_messages_received: 0,
    initiated: { MAN: 0, WOMAN: 0, NONBINARY: 0 },
    received: { MAN: 0, WOMAN: 0, NONBINARY: 0 },
    conversations: { MAN: 0, WOMAN: 0, NONBINARY: 0 },
  },
  payment_history: [],
  conversations: [],
  ...overrides,
});

export const adminAccountFixture = (overrides: Partial<TAdminAccount> = {}): TAdminAccount => ({
  id: 1,
  username: 'steady_lynx_1',
  email: 'admin@ucalgary.ca',
  admin_email: 'alerts@ucalgary.ca',
  institution: { id: 'ucalgary', name: 'University of Calgary' },
  is_current_user: true,
  created_at: ago(100 * 24 * HOUR_MS),
  ...overrides,
});

export const settingsFixture = (overrides: Partial<TSettings> = {}): TSettings => ({
  ...DEFAULT_SETTINGS,
  ...overrides,
});

const emptyPaging = { page: 1, per_page: 50, total: 0, pages: 1, has_next: false, has_prev: false };

/** What an administrator's empty platform answers; routes given replace these. */
export function serveAdmin(routes: Record<string, Handler> = {}): ApiCall[] {
  return stubApi({
    'GET /api/users/me': () => [200, memberFixture({ id: 1, username: 'steady_lynx_1', is_admin: true })],
    'GET /api/environment': () => [
      200,
      { environment: 'development', support_email: 'support@quad.local', analytics_measurement_id: null },
    ],
    'GET /api/admin/check': () => [200, { is_admin: true, admin_email: 'alerts@ucalgary.ca' }],
    'GET /api/admin/payments/pending': () => [200, { pending_payments: [], unmatched_intakes: [] }],
    'GET /api/admin/reports/pending': () => [200, { pending_reports: [] }],
    'GET /api/admin/auto-flags/pending': () => [200, { auto_flags: [] }],
    'GET /api/admin/profile-flags/pending': () => [200, { profile_flags: [] }],
    'GET /api/admin/users/search': () => [200, { users: [], total: 0, total_pages: 0, page: 1, per_page: 20 }],
    'GET /api/admin/institutions': () => [200, { institutions: [institutionFixture()] }],
    'GET /api/admin/admins': () => [200, { admins: [adminAccountFixture()] }],
    'GET /api/admin/settings/all': () => [200, { settings: settingsFixture() }],
    'GET /api/admin/auto-flags/stats': () => [
      200,
      { stats: { total: 0, pending: 0, resolved: 0, false_positive_rate: 0, by_reason: {} } },
    ],
    'GET /api/admin/profile-flags/stats': () => [
      200,
      { stats: { total: 0, pending: 0, resolved: 0, false_positive_rate: 0, by_reason: {} } },
    ],
    'GET /api/admin/deleted-users': () => [200, { deleted_users: [], paging: emptyPaging }],
    'GET /api/admin/blocked-emails': () => [200, { blocked_emails: [], paging: emptyPaging }],
    ...routes,
  });
}

/** /admin (with a query) among the routes it can send a visitor to. */
export function renderAdmin(search = '') {
  localStorage.setItem('accessToken', 'admin-token');
  return renderRoutes(
    [
      { path: '/admin', element: <AdminPage /> },
      { path: '/browse', element: <h1>Browse page</h1> },
    ],
    `/admin${search}`,
  );
}

/** Every URL fetched so far, query strings included (the stub's records leave them out). */
export function requestedUrls(): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url));
}
