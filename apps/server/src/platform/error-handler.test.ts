import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('errors raised by the router itself', () => {
  it('a path that is not valid percent-encoding answers 400 { msg }', async () => {
    for (const url of ['/api/photos/%', '/api/photos/%E0%A4%A', '/api/%zz']) {
      const res = await t.app.inject({ method: 'DELETE', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ msg: 'The address is not valid' });
    }
  });

  it('a path parameter over the length limit answers 414 { msg }', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/photos/${'1'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ msg: 'The address is too long' });
  });
});
