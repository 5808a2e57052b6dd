import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '@/test-support/test-app';

const t = useTestApp();

describe('system endpoints', () => {
  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    });
  });

  it('answers 503 with a message when the database is gone', async () => {
    const other = await createTestApp();
    await other.ctx.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ msg: 'Database unreachable', code: 'unavailable' });
    await other.app.close();
  });

  it('tells the environment', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/environment' });
    expect(res.json()).toEqual({
      environment: 'development',
      support_email: 'support@quad.local',
      analytics_measurement_id: null,
    });
  });

  it('lists the three live institutions in display order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/institutions' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 'ucalgary', name: 'University of Calgary', name_abbreviated: 'UCalgary', domains: ['ucalgary.ca'] },
      {
        id: 'sait',
        name: 'Southern Alberta Institute of Technology',
        name_abbreviated: 'SAIT',
        domains: ['sait.ca', 'edu.sait.ca'],
      },
      { id: 'mru', name: 'Mount Royal University', name_abbreviated: 'MRU', domains: ['mtroyal.ca'] },
    ]);
  });

  it('publishes the public settings from the settings table', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/public/settings' });
    expect(res.json()).toEqual({
      default_deletion_cooldown_days: 30,
      payment_amount: '20.00',
      payment_currency: 'CAD',
      activity_threshold_days: 90,
    });
    await t.ctx.settings.update({ payment_amount: '25.5', deletion_cooldown_days: 45 });
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/public/settings' });
    expect(after.json()).toMatchObject({ payment_amount: '25.50', default_deletion_cooldown_days: 45 });
  });

  it('answers unknown API paths, bad JSON and wrong content types with msg and a 4xx', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty('msg');
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/institutions',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(badJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(badJson.statusCode).toBeLessThan(500);
    expect(badJson.json()).toHaveProperty('msg');
  });

  it('sends security headers and publishes OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/environment' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json<{ paths: object }>().paths)).toContain('/api/institutions');
  });
});
