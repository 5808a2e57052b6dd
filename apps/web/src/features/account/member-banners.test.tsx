import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TMemberAppeal, TMyAppealsResponse } from '@quad/contract';
import { AppealDecisionBanner, SuspensionBanner } from './member-banners';
import { memberFixture, stubApi } from '@/test-support/api-stub';
import { renderRoutes } from '@/test-support/render';
import { startEachTestSignedIn } from '@/test-support/signed-in';

const userEvent = userEventLib.setup({ delay: null });
const routes = [
  {
    path: '/browse',
    element: (
      <>
        <SuspensionBanner />
        <AppealDecisionBanner />
      </>
    ),
  },
];

const suspendedAt = new Date(Date.now() - 60 * 60_000).toISOString();
const suspendedUntil = new Date(Date.now() + 23 * 60 * 60_000).toISOString();
const suspendedMember = memberFixture({
  is_suspended: true,
  suspension_reason: 'Rude messages',
  suspended_at: suspendedAt,
  suspended_until: suspendedUntil,
});
const appealFixture = (overrides: Partial<TMemberAppeal> = {}): TMemberAppeal => ({
  id: 3,
  admin_action_id: 9,
  action_type: 'suspend',
  action_issued_at: suspendedAt,
  text: 'It was a joke between friends.',
  status: 'pending',
  decision_message: null,
  created_at: new Date().toISOString(),
  decided_at: null,
  ...overrides,
});

startEachTestSignedIn();

describe('Appeals on the member’s banners', () => {
  it('shows the suspension’s end and sends one appeal from the banner', async () => {
    let appeals: TMyAppealsResponse = {
      appealable: [{ admin_action_id: 9, action_type: 'suspend', reason: 'Rude messages', issued_at: suspendedAt }],
      appeals: [],
    };
    const calls = stubApi({
      'GET /api/users/me': () => [200, suspendedMember],
      'GET /api/users/me/appeals': () => [200, appeals],
      'POST /api/users/me/appeals': () => {
        appeals = { appealable: [], appeals: [appealFixture()] };
        return [
          201,
          { msg: 'Your appeal has been sent. Another administrator will review it.', appeal: appealFixture() },
        ];
      },
    });
    renderRoutes(routes, '/browse');
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Rude messages')).toBeInTheDocument();
    expect(within(banner).getByText(/^Until /)).toBeInTheDocument();
    await userEvent.click(await within(banner).findByRole('button', { name: 'Appeal' }));
    const dialog = screen.getByRole('dialog', { name: 'Appeal this suspension' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Appeal' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please explain why this decision should be reconsidered',
    );
    await userEvent.type(within(dialog).getByLabelText(/Your appeal/), 'It was a joke between friends.');
    expect(within(dialog).getByText('30/1000')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Appeal' }));
    expect(await within(banner).findByText('Appeal under review')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      admin_action_id: 9,
      text: 'It was a joke between friends.',
    });
  });

  it('says how an appeal was decided until the member dismisses it', async () => {
    stubApi({
      'GET /api/users/me': () => [200, memberFixture()],
      'GET /api/users/me/appeals': () => [
        200,
        {
          appealable: [],
          appeals: [
            appealFixture({
              status: 'overturned',
              decision_message: 'Lifted, sorry about that.',
              decided_at: new Date().toISOString(),
            }),
          ],
        },
      ],
    });
    renderRoutes(routes, '/browse');
    expect(await screen.findByText('Your appeal was accepted')).toBeInTheDocument();
    expect(screen.getByText(/Lifted, sorry about that\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your appeal was accepted')).toBeNull();
    expect(localStorage.getItem('appealDecisionSeen')).toBe('3');
  });
});
