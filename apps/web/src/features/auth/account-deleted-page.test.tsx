import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-support/fetch-stub';
import { renderRoutes } from '@/test-support/render';
import { appRoutes } from './auth-test-support';

beforeEach(() => {
  window.scrollTo = vi.fn();
  stubApi({
    'GET /api/environment': {
      body: { environment: 'production', support_email: 'help@quad.example', analytics_measurement_id: null },
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const at = (state: unknown) => ({ pathname: '/account-deleted', state });

describe('Account Deleted', { timeout: 20_000 }, () => {
  it('tells a member who deleted their account when the e-mail may return', async () => {
    const inFiveDays = new Date(Date.now() + 4.5 * 24 * 60 * 60_000).toISOString();
    renderRoutes(appRoutes, at({ deletion_type: 'user_requested', can_return_after: inFiveDays }));
    expect(await screen.findByRole('heading', { name: 'Account Deleted' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('This account was deleted at your request.')).toBeInTheDocument();
    expect(
      screen.getByText('You can create a new account with this email in approximately 5 days.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'help@quad.example' })).toHaveAttribute(
      'href',
      'mailto:help@quad.example',
    );
  });

  it('falls back to the cooldown period without a return date (live deletion event)', async () => {
    renderRoutes(appRoutes, at({ deletion_type: 'user_requested' }));
    expect(
      await screen.findByText(
        'You can create a new account with this email after the cooldown period.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows an administrator deletion with its message or the default', async () => {
    renderRoutes(appRoutes, at({ deletion_type: 'admin_deleted', deletion_message: 'Repeated harassment.' }));
    expect(
      await screen.findByRole('heading', { name: 'Account Permanently Deleted' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Repeated harassment.')).toBeInTheDocument();
    expect(screen.queryByText(/create a new account/)).toBeNull();
    cleanup();
    renderRoutes(appRoutes, at({ deletion_type: 'admin_deleted', deletion_message: null }));
    expect(await screen.findByText('This account was permanently deleted by an administrator.')).toBeInTheDocument();
    expect(screen.getByText(/contact support/)).toBeInTheDocument();
  });
});
