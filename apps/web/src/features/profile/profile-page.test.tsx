import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TOwnPhoto, TProfileEditResponse } from '@quad/contract';
import { memberFixture, stubApi, type ApiCall } from '@/test-support/api-stub';
import { renderRoutes } from '@/test-support/render';
import { startEachTestSignedIn } from '@/test-support/signed-in';
import ProfilePage from './profile-page';
import { PROFILE_TEXT } from './profile-texts';

const userEvent = userEventLib.setup({ delay: null });
const routes = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/browse', element: <p>Browse page</p> },
];

const photo = (id: number, extra: Partial<TOwnPhoto> = {}): TOwnPhoto => ({
  id,
  url: `/api/photos/file/full${id}.webp`,
  filename: `full${id}.webp`,
  thumbnail: `/api/photos/file/thumb${id}.webp`,
  is_primary: false,
  is_pending: false,
  created_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

function serve(edit: TProfileEditResponse = { photos: [], max_photos: 5, max_photo_size_mb: 10 }): ApiCall[] {
  return stubApi({
    'GET /api/users/me': () => [200, memberFixture()],
    'GET /api/profile/edit': () => [200, edit],
    'GET /api/profile/draft': () => [200, { has_draft: false, draft: null }],
    'PUT /api/profile/draft': ({ body }) => [
      200,
      {
        has_draft: true,
        draft: { ...(body as object), photos_uploaded_in_edit: [], last_saved: new Date().toISOString() },
      },
    ],
    'DELETE /api/profile/draft': () => [200, { msg: 'Changes discarded' }],
    'POST /api/profile/publish': () => [200, { msg: 'Profile updated successfully', profile: {}, photos: [] }],
  });
}

startEachTestSignedIn();

describe('My Profile', () => {
  it('welcomes a new member, clears the new-user flag on mount, and the banner on Start Browsing', async () => {
    sessionStorage.setItem('newUserRedirect', 'true');
    sessionStorage.setItem('isNewRegistration', 'true');
    serve();
    const { router } = renderRoutes(routes, '/profile');
    expect(await screen.findByText(PROFILE_TEXT.created)).toBeInTheDocument();
    expect(sessionStorage.getItem('newUserRedirect')).toBeNull();
    expect(sessionStorage.getItem('isNewRegistration')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: PROFILE_TEXT.startBrowsing }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
    expect(sessionStorage.getItem('isNewRegistration')).toBeNull();
  });

  it('lets a new member dismiss the welcome banner', async () => {
    sessionStorage.setItem('isNewRegistration', 'true');
    serve();
    renderRoutes(routes, '/profile');
    expect(await screen.findByText(PROFILE_TEXT.created)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(PROFILE_TEXT.created)).toBeNull();
    expect(sessionStorage.getItem('isNewRegistration')).toBeNull();
  });

  it('shows the account read-only and no banner for a returning member', async () => {
    serve();
    renderRoutes(routes, '/profile');
    expect(await screen.findByText('calm_otter_42')).toBeInTheDocument();
    expect(screen.getByText('member@ucalgary.ca')).toBeInTheDocument();
    expect(screen.queryByText(PROFILE_TEXT.created)).toBeNull();
  });
});

describe('Edit Profile', { timeout: 20_000 }, () => {
  it('counts profile text and saves the draft 3 s after the last change', async () => {
    const calls = serve();
    renderRoutes(routes, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const text = screen.getByLabelText('About me');
    expect(screen.getByText('11/5000')).toBeInTheDocument();
    await userEvent.type(text, '!!');
    expect(screen.getByText('13/5000')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), { timeout: 5_000 });
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ profile_text: 'Hello there!!' });
  });

  it('asks before discarding changes, and discards when told', async () => {
    const calls = serve();
    renderRoutes(routes, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(screen.getByLabelText('About me'), ' and more');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: PROFILE_TEXT.discardTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: PROFILE_TEXT.keepEditing }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: PROFILE_TEXT.discardTitle })).getByRole('button', {
        name: PROFILE_TEXT.discardChanges,
      }),
    );
    expect(await screen.findByText(PROFILE_TEXT.changesDiscarded)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/profile/draft')).toBe(true);
  });

  it('leaves without asking when nothing changed', async () => {
    serve();
    renderRoutes(routes, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks a published photo for deletion and moves the primary choice to publish time', async () => {
    const calls = serve({
      photos: [photo(1, { is_primary: true }), photo(2)],
      max_photos: 5,
      max_photo_size_mb: 10,
    });
    renderRoutes(routes, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Make primary' }))[0]!);
    expect(await screen.findByText(PROFILE_TEXT.primaryOnPublish)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete photo' })[0]!);
    expect(screen.getByText(PROFILE_TEXT.markedForDeletion)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish Changes' }));
    expect(await screen.findByText(PROFILE_TEXT.profileUpdated)).toBeInTheDocument();
    const put = calls.filter((c) => c.method === 'PUT').at(-1);
    expect(put?.body).toMatchObject({ photos_to_delete: [1], primary_photo_id: 2 });
    const publishAt = calls.findIndex((c) => c.path === '/api/profile/publish');
    expect(publishAt).toBeGreaterThan(calls.indexOf(put!));
  });
});
