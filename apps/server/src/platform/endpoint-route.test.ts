import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from '@quad/contract';
import { useTestApp } from '@/test-support/test-app';

const t = useTestApp();

const declared: Endpoint[] = Object.values(ENDPOINTS).flatMap((group) => Object.values(group) as Endpoint[]);
const key = (method: string, path: string) => `${method} ${path}`;

describe('the API is the contract', () => {
  it('serves exactly the endpoints the contract declares, each once', () => {
    const served = t.app.routeCatalogue
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
      .map((route) => key(route.method, route.url));
    const contract = declared.map((endpoint) => key(endpoint.method, endpoint.path));
    expect(new Set(contract).size).toBe(contract.length);
    expect([...served].sort()).toEqual([...contract].sort());
  });

  it("describes each endpoint's statuses in OpenAPI from its object", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    }>();
    for (const endpoint of declared) {
      const operation = doc.paths[endpoint.path.replace(/:(\w+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
      expect(operation, key(endpoint.method, endpoint.path)).toBeDefined();
      const statuses = Object.keys(endpoint.response ?? {});
      for (const status of statuses) expect(operation?.responses, endpoint.path).toHaveProperty(status);
    }
  });
});
