import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberFixture, stubApi } from '@/test-support/api-stub';
import { renderRoutes } from '@/test-support/render';
import { startEachTestSignedIn } from '@/test-support/signed-in';
import { splitAddresses } from './hidden-emails-api';
import SettingsPage from './settings-page';

const userEvent = userEventLib.setup({ delay: null });
const routes = [{ path: '/settings', element: <SettingsPage /> }];

startEachTestSignedIn();

describe('Hide me from people I know', () => {
  it('splits a pasted list', () => {
    expect(splitAddresses(' a@x.ca, b@x.ca;\nc@x.ca  a@x.ca ')).toEqual(['a@x.ca', 'b@x.ca', 'c@x.ca']);
  });

  it('sends every pasted address at once, then shows only the count', async () => {
    const calls = stubApi({
      'GET /api/users/me': () => [200, memberFixture()],
      'GET /api/settings': () => [200, { profile_visible: true }],
      'GET /api/users/me/hidden-emails': () => [200, { count: 0, max: 200, batches: [] }],
      'POST /api/users/me/hidden-emails': () => [
        200,
        { count: 2, max: 200, batches: [{ added_at: '2026-11-20T10:00:00.000Z', count: 2 }] },
      ],
    });
    renderRoutes(routes, '/settings');
    expect(await screen.findByText(/0 of 200 addresses hidden/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail addresses' }), 'ta@ucalgary.ca, ex@ucalgary.ca');
    await userEvent.click(screen.getByRole('button', { name: 'Hide 2 addresses' }));
    expect(await screen.findByText(/2 of 200 addresses hidden, last added/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ emails: ['ta@ucalgary.ca', 'ex@ucalgary.ca'] });
    expect(screen.queryByText(/ta@ucalgary.ca/)).not.toBeInTheDocument();
  });

  it('shows the server’s reason when the list would pass the limit', async () => {
    stubApi({
      'GET /api/users/me': () => [200, memberFixture()],
      'GET /api/users/me/hidden-emails': () => [200, { count: 200, max: 200, batches: [] }],
      'POST /api/users/me/hidden-emails': () => [
        400,
        { msg: 'You can hide at most 200 addresses; 0 more fit in your list.', code: 'hidden_emails_limit' },
      ],
    });
    renderRoutes(routes, '/settings');
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail addresses' }), 'one@ucalgary.ca');
    await userEvent.click(screen.getByRole('button', { name: 'Hide address' }));
    expect(await screen.findByText(/at most 200 addresses/)).toBeInTheDocument();
  });
});
