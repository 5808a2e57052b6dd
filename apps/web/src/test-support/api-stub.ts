import { vi } from 'vitest';
import type { TCurrentUser } from '@quad/contract';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: ApiCall) => [status: number, body: unknown] | Promise<[status: number, body: unknown]>;

/**
 * Replaces fetch with answers keyed by "METHOD /path" (query string ignored) and records
 * every call. Unknown calls answer 404, as the server would.
 */
export function stubApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = input.split('?')[0]!;
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call = { method, path, body };
      calls.push(call);
      const handler = routes[`${method} ${path}`];
      const [status, answer] = handler ? await handler(call) : [404, { msg: 'Not here' }];
      return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** A signed-in member as GET /api/users/me returns them. */
export function memberFixture(overrides: Partial<TCurrentUser> = {}): TCurrentUser {
  return {
    id: 7,
    username: 'calm_otter_42',
    email: 'member@ucalgary.ca',
    institution: { id: 'ucalgary', name: 'University of Calgary', name_abbreviated: 'UCalgary' },
    age: 24,
    gender: 'woman',
    orientation: 'androphilic',
    height_inches: 66,
    profile_text: 'Hello there',
    profile_visible: true,
    is_paid: false,
    is_admin: false,
    is_under_payment_review: false,
    deleted_at: null,
    is_suspended: false,
    suspension_reason: null,
    suspended_at: null,
    suspended_until: null,
    has_active_warning: false,
    warning_message: null,
    warning_issued_at: null,
    email_verified: true,
    is_verified: false,
    payment_code: 'ABCD2345',
    max_photos: 5,
    max_photo_size_mb: 10,
    created_at: '2026-01-01T00:00:00.000Z',
    last_activity_at: '2026-01-02T00:00:00.000Z',
    avatar_url: null,
    snooze: { snoozed: false, ends_at: null, until_turned_off: false },
    ...overrides,
  };
}
