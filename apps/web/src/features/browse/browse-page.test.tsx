import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBrowseResponse, TUserCard } from '@quad/contract';
import { useFiltersDrawer } from './filters-drawer';
import { VERIFIED_LABEL } from '@/lib/verified-badge';
import { memberFixture, stubApi } from '@/test-support/api-stub';
import { renderRoutes } from '@/test-support/render';
import { startEachTestSignedIn } from '@/test-support/signed-in';
import BrowsePage from './browse-page';

const userEvent = userEventLib.setup({ delay: null });
const routes = [
  { path: '/browse', element: <BrowsePage /> },
  { path: '/chat/:userId', element: <p>Chat screen</p> },
];

function card(id: number, overrides: Partial<TUserCard> = {}): TUserCard {
  return {
    id,
    username: `member_${id}`,
    age: 23,
    gender: 'man',
    orientation: 'gynephilic',
    height_inches: 70,
    profile_text: '',
    photos: [],
    primary_photo: null,
    institution: { id: 'ucalgary', name: 'University of Calgary', name_abbreviated: 'UCalgary' },
    is_suspended: false,
    is_verified: false,
    is_blocked: false,
    i_am_blocked: false,
    has_conversation: false,
    unread_count: 0,
    last_message_at: null,
    last_activity_at: new Date().toISOString(),
    header_status: 'Online',
    browse_chat_status: null,
    chat_stats: {
      initiated: { man: 0, woman: 0, nonbinary: 0 },
      received: { man: 0, woman: 0, nonbinary: 0 },
      conversations: { man: 0, woman: 0, nonbinary: 0 },
    },
    ...overrides,
  };
}

const page = (users: TUserCard[], counts: TBrowseResponse['counts']): TBrowseResponse => ({
  users,
  current_page: 1,
  total_pages: users.length > 0 ? 1 : 0,
  counts,
});

/** The query strings the page sent to GET /api/users. */
const browseQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url))
    .filter((url) => url.startsWith('/api/users?'))
    .map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1])));

function stub(browse: TBrowseResponse, me = memberFixture()) {
  return stubApi({
    'GET /api/users/me': () => [200, me],
    'GET /api/users': () => [200, browse],
    'GET /api/users/summary': () => [200, { online_count: 12, unread_total: 3 }],
    'GET /api/settings/active-chat-days': () => [200, { active_chat_days: 14 }],
    'GET /api/institutions': () => [200, []],
  });
}

startEachTestSignedIn();
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

describe('Browse', () => {
  it('asks with the member’s default filters and shows the groups with their counts', async () => {
    stub(
      page(
        [
          card(1, { unread_count: 2, has_conversation: true, browse_chat_status: '2 new messages' }),
          card(2, { has_conversation: true }),
          card(3),
        ],
        { new: 1, active: 1, others: 1 },
      ),
    );
    renderRoutes(routes, '/browse');
    const fresh = await screen.findByRole('region', { name: 'New' });
    expect(within(fresh).getByText('member_1')).toBeInTheDocument();
    expect(within(fresh).getByText('2 new messages')).toBeInTheDocument();
    expect(within(fresh).getByLabelText('1 in New')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Active' })).getByText('member_2')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Others' })).getByText('member_3')).toBeInTheDocument();
    expect(screen.getAllByText('Online')).toHaveLength(3);
    // A woman attracted to men: men, whose orientation includes women, at her institution.
    expect(browseQueries()[0]).toEqual({
      page: '1',
      genders: 'man',
      orientations: 'gynephilic,ambiphilic',
      institution_ids: 'ucalgary',
    });
  });

  it('remembers a folded group', async () => {
    stub(page([card(1, { unread_count: 1, has_conversation: true }), card(2)], { new: 1, active: 0, others: 1 }));
    renderRoutes(routes, '/browse');
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse New' }));
    expect(JSON.parse(localStorage.getItem('browseGroupsCollapsed')!)).toEqual({ new: true });
    expect(screen.getByRole('button', { name: 'Expand New' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nobody matches, and when only conversations do', async () => {
    stub(page([], { new: 0, active: 0, others: 0 }));
    const first = renderRoutes(routes, '/browse');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters to see more profiles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Filters to Default' })).toBeInTheDocument();
    first.unmount();

    stub(page([card(1, { has_conversation: true })], { new: 0, active: 1, others: 0 }));
    renderRoutes(routes, '/browse');
    expect(await screen.findByText('No other users found')).toBeInTheDocument();
  });

  it('opens a member’s chat', async () => {
    stub(page([card(5)], { new: 0, active: 0, others: 1 }));
    const { router } = renderRoutes(routes, '/browse');
    // (jsdom reads the line-break opportunity inside the name as a space; browsers do not.)
    await userEvent.click(await screen.findByRole('button', { name: /^Open chat with member_ ?5 / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/5'));
  });

  it('shows a suspended member no results', async () => {
    stub(page([card(1)], { new: 0, active: 0, others: 1 }), memberFixture({ is_suspended: true }));
    renderRoutes(routes, '/browse');
    expect(await screen.findByRole('heading', { name: 'Browse' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('member_1')).toBeNull();
    expect(browseQueries()).toEqual([]);
  });

  it('tells a suspended member what they can still do, and how to reach support', async () => {
    stub(page([card(1)], { new: 0, active: 0, others: 1 }), memberFixture({ is_suspended: true }));
    const { router } = renderRoutes(routes, '/browse');
    for (const name of [/Your profile/, /Settings/, /Payments/, /Help and FAQ/]) {
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'support@quad.local' })).toHaveAttribute(
      'href',
      'mailto:support@quad.local',
    );
    await userEvent.click(screen.getByRole('button', { name: /Payments/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments'));
  });
});

/** The top bar's Filters button, which this page's test renders without the layout. */
function FiltersButton() {
  const drawer = useFiltersDrawer();
  return <button onClick={() => drawer.setOpen(true)}>Filters</button>;
}

describe('Browse and verified members', () => {
  it('shows the badge on verified members’ cards only', async () => {
    stub(page([card(1, { is_verified: true }), card(2)], { new: 0, active: 0, others: 2 }));
    renderRoutes(routes, '/browse');
    const [verified, other] = await screen.findAllByTestId('user-card');
    expect(within(verified!).getByRole('img', { name: VERIFIED_LABEL })).toBeInTheDocument();
    expect(within(other!).queryByRole('img', { name: VERIFIED_LABEL })).not.toBeInTheDocument();
  });

  it('asks for verified members only once the filter is on, and remembers it', async () => {
    stub(page([card(1, { is_verified: true })], { new: 0, active: 0, others: 1 }));
    renderRoutes(
      [
        {
          path: '/browse',
          element: (
            <>
              <FiltersButton />
              <BrowsePage />
            </>
          ),
        },
      ],
      '/browse',
    );
    await screen.findByText('member_1');
    expect(browseQueries()[0]).not.toHaveProperty('verified_only');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const toggle = await screen.findByRole('switch', { name: 'Verified only' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Show Results' }));
    await waitFor(() => expect(browseQueries().at(-1)).toMatchObject({ verified_only: 'true' }));
    expect(JSON.parse(localStorage.getItem('browseFilters')!)).toMatchObject({ verifiedOnly: true });
  });
});
