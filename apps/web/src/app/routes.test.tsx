import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test-support/render';
import { RootLayout } from './root-layout';
import { pageRoutes } from './routes';

const routes = [{ path: '/', element: <RootLayout />, children: pageRoutes }];

/** The API answers as a server with no session would. */
function serveApi(me: 'unauthorised' | object) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = input;
      if (url.startsWith('/api/users/me')) {
        return Promise.resolve(
          me === 'unauthorised'
            ? new Response(JSON.stringify({ msg: 'Authentication required' }), { status: 401 })
            : new Response(JSON.stringify(me), { status: 200 }),
        );
      }
      return Promise.resolve(new Response(JSON.stringify({ msg: 'Not here' }), { status: 404 }));
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.scrollTo = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('route guards', () => {
  it('sends unknown paths to the landing page', async () => {
    serveApi('unauthorised');
    const { router } = renderRoutes(routes, '/somewhere/else');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('No algorithms.');
  });

  it('sends a visitor away from signed-in pages', async () => {
    serveApi('unauthorised');
    for (const path of ['/browse', '/settings', '/admin', '/chat/3']) {
      const { router, unmount } = renderRoutes(routes, path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      unmount();
    }
  });

  it('signs out silently when the stored token is refused', async () => {
    localStorage.setItem('accessToken', 'expired-token');
    serveApi('unauthorised');
    const { router } = renderRoutes(routes, '/browse');
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a signed-in member from the landing and sign-in pages to browse', async () => {
    localStorage.setItem('accessToken', 'good-token');
    serveApi({ id: 1, username: 'quiet_otter_12', is_admin: false, is_suspended: false, has_active_warning: false });
    for (const path of ['/', '/signin', '/forgot-password']) {
      const { router, unmount } = renderRoutes(routes, path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
      unmount();
    }
  });

  it('sends a brand-new member from create-account to their profile', async () => {
    localStorage.setItem('accessToken', 'good-token');
    sessionStorage.setItem('newUserRedirect', 'true');
    serveApi({ id: 1, username: 'quiet_otter_12', is_admin: false, is_suspended: false, has_active_warning: false });
    const { router } = renderRoutes(routes, '/create-account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
