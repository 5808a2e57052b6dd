import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@quad/contract';
import { useTestApp } from '@/test-support/test-app';
import { Conflict, NotFound, TooManyRequests } from './errors';

/** Routes that fail in each way the error handler knows. */
const failing: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/test-errors/default', async () => {
    throw new NotFound('Nothing here');
  });
  app.get('/test-errors/specific', async () => {
    throw new Conflict('Taken', { code: 'email_taken', errors: { email: 'Taken' } });
  });
  app.get('/test-errors/wait', async () => {
    throw new TooManyRequests('Wait', 60, { code: 'verification_locked' });
  });
  app.get('/test-errors/crash', async () => {
    throw new Error('a bug');
  });
  app.get('/test-errors/database-down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  const body = z.object({ age: z.number().int().min(18) });
  app.post('/test-errors/body', { schema: { body } }, async () => ({ ok: true }));
  app.post('/test-errors/form', { schema: { body }, config: { fieldErrors: true } }, async () => ({ ok: true }));
  app.get('/test-errors/query', { schema: { querystring: z.object({ page: z.coerce.number().int() }) } }, async () => ({
    ok: true,
  }));
};

const t = useTestApp({ routes: failing });

describe('errors raised by the router itself', () => {
  it('a path that is not valid percent-encoding answers 400 { msg, code }', async () => {
    for (const url of ['/api/photos/%', '/api/photos/%E0%A4%A', '/api/%zz']) {
      const res = await t.app.inject({ method: 'DELETE', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ msg: 'The address is not valid', code: 'bad_request' });
    }
  });

  it('a path parameter over the length limit answers 414 { msg, code }', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/photos/${'1'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ msg: 'The address is too long', code: 'uri_too_long' });
  });

  it('an unknown endpoint answers 404 no_such_endpoint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ msg: 'No such endpoint: GET /api/no-such-thing', code: 'no_such_endpoint' });
  });
});

describe('every error answer carries a code', () => {
  it("an AppError answers its class's default code", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-errors/default' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ msg: 'Nothing here', code: 'not_found' });
  });

  it('a code named in extra wins, and the other extra fields travel alongside', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-errors/specific' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ msg: 'Taken', code: 'email_taken', errors: { email: 'Taken' } });
  });

  it('a 429 keeps its retry-after header beside its code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-errors/wait' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json()).toEqual({ msg: 'Wait', code: 'verification_locked' });
  });

  it('a body, query or path that fails its schema answers 400 validation_failed', async () => {
    const body = await t.app.inject({ method: 'POST', url: '/api/test-errors/body', payload: { age: 17 } });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      msg: 'Invalid age: Too small: expected number to be >=18',
      code: 'validation_failed',
    });
    const query = await t.app.inject({ method: 'GET', url: '/api/test-errors/query?page=x' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ code: 'validation_failed' });
    expect(query.json().msg).toMatch(/^Invalid query page: /);
    const path = await t.app.inject({ method: 'GET', url: '/api/users/abc/profile' });
    expect(path.statusCode).toBe(400);
    expect(Object.keys(path.json()).sort()).toEqual(['code', 'msg']);
    expect(path.json().code).toBe('validation_failed');
  });

  it('a form body answers 422 validation_failed with its field messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test-errors/form', payload: { age: 17 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      msg: 'Too small: expected number to be >=18',
      code: 'validation_failed',
      errors: { age: 'Too small: expected number to be >=18' },
    });
  });

  it("Fastify's own client errors answer the code of their status", async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/test-errors/body',
      headers: { 'content-type': 'application/json' },
      payload: '{"age":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ msg: 'The request body is not valid JSON', code: 'bad_request' });
    const media = await t.app.inject({
      method: 'POST',
      url: '/api/test-errors/body',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'age=1',
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toEqual({ msg: 'Unsupported content type', code: 'unsupported_media_type' });
  });

  it('a lost database answers 503 unavailable, any other failure 500 internal', async () => {
    const down = await t.app.inject({ method: 'GET', url: '/api/test-errors/database-down' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      msg: 'The service is temporarily unavailable. Please try again shortly.',
      code: 'unavailable',
    });
    const crash = await t.app.inject({ method: 'GET', url: '/api/test-errors/crash' });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ msg: MSG.internal, code: 'internal' });
  });
});
