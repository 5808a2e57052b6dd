import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { defineEndpoint, route } from '@quad/contract';
import { createTestApp, type TestApp } from '@/test-support/test-app';
import { undeclaredErrorAnswers } from '@/test-support/error-contract-log';
import { endpointRoute } from './endpoint-route';
import { Forbidden, NotFound } from './errors';

const declaresBlocked = defineEndpoint(route('GET', '/api/contract-check/declared'), { errors: ['blocked'] });
const declaresNothing = defineEndpoint(route('GET', '/api/contract-check/undeclared'), {});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    routes: async (api) => {
      const app = api.withTypeProvider<ZodTypeProvider>();
      endpointRoute(app, declaresBlocked, { schema: { tags: ['test'] } }, async () => {
        throw new Forbidden('You cannot message this user', { code: 'blocked' });
      });
      endpointRoute(app, declaresNothing, { schema: { tags: ['test'] } }, async (request) => {
        if (request.headers['x-kind'] === 'default') throw new NotFound('Nothing here');
        throw new Forbidden('Payment required', { code: 'payment_required' });
      });
    },
  });
});
afterAll(async () => t.close());
// What these tests provoke on purpose must not fail the file's own contract check.
afterEach(() => {
  undeclaredErrorAnswers.length = 0;
});

describe('error answers are held to the contract', () => {
  it('lets a declared code and a status default pass', async () => {
    expect((await t.app.inject({ url: '/api/contract-check/declared' })).json()).toMatchObject({ code: 'blocked' });
    const fallback = await t.app.inject({ url: '/api/contract-check/undeclared', headers: { 'x-kind': 'default' } });
    expect(fallback.json()).toMatchObject({ code: 'not_found' });
    expect(undeclaredErrorAnswers).toEqual([]);
  });

  it('reports a code the endpoint does not declare, and still answers it', async () => {
    const answer = await t.app.inject({ url: '/api/contract-check/undeclared' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'payment_required' });
    expect(undeclaredErrorAnswers).toEqual([
      { endpoint: 'GET /api/contract-check/undeclared', status: 403, code: 'payment_required' },
    ]);
  });
});
