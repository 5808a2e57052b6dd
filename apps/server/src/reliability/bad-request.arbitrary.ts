import fc from 'fast-check';
import { hasType, ODD_STRINGS, PROTO_KEYS, validValue, wrongTypeValue } from './json-schema-arbitrary';
import { fillPath, type JsonSchema, type Operation, type Parameter } from './openapi-operations';

/** One generated request and what any answer to it must be. */
export interface BadRequest {
  kind: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** '4xx': the input is broken, so it must be refused; 'safe': any answer below 500. */
  expect: '4xx' | 'safe';
}

/** Over the server's 1 MiB body limit. */
const OVERSIZED = `{"x":"${'a'.repeat(1024 * 1024 + 16)}"}`;
const HUGE_STRING_LENGTH = 200_000;
const HUGE_ARRAY_LENGTH = 50_000;

const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}garbage',
  '[1,2',
  'NaN',
  'undefined',
  '\u0000',
  '{"a":"\\u12"}',
  '{"a":1}{"b":2}',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":{"__proto__":{"polluted":"yes"}}}',
  '['.repeat(100_000),
];

/** Valid JSON nested deep enough to exhaust a recursive parser or validator. */
const DEEP_JSON = [
  // A byte-order mark before valid JSON is tolerated, as RFC 8259 allows.
  '\uFEFF{"a":1}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
  'image/png',
  'application/json; charset=utf-16',
  'application/jsonx',
  'json',
];

const BAD_PATH_VALUES = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '9'.repeat(30),
  '2147483648',
  'NaN',
  'Infinity',
  'abc',
  'null',
  '%00',
  '%2e%2e%2f%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
  '%E0%A4%A',
  '%',
  'a'.repeat(300),
  '1%20OR%201%3D1',
  '__proto__',
  'constructor',
];

const BAD_QUERIES = [
  '?__proto__[polluted]=yes',
  '?constructor[prototype][polluted]=yes',
  '?a=1&a=2&a=3',
  '?%zz=%zz',
  '?%E0%A4%A=1',
  `?q=${'x'.repeat(50_000)}`,
  `?${Array.from({ length: 2_000 }, (_, i) => `k${i}=v`).join('&')}`,
  '?=&=&&&',
  '?a[b][c][d][e][f]=1',
  '?page=-1&limit=1e9',
  '?page=abc&limit=%00',
];

const BAD_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  `Bearer ${'a'.repeat(8_000)}`,
  'Basic dXNlcjpwYXNz',
  'bearer\tx',
];

/** A counterexample fast-check can print without a megabyte of payload. */
function describe(request: BadRequest): BadRequest {
  const short = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  return Object.assign(request, {
    [fc.toStringMethod]: () =>
      `${request.kind} (${request.expect}): ${request.method} ${short(request.url)} ${JSON.stringify(request.headers)} ${short(request.payload ?? '')}`,
  });
}

const isJsonBodyMethod = (method: Operation['method']) => method === 'POST' || method === 'PUT' || method === 'PATCH';

/** A numeric id, documented as an integer or as a string of digits. */
const isIdParam = (p: Parameter) =>
  p.schema.type === 'integer' || p.schema.type === 'number' || /^\^\[1-9\]/.test(p.schema.pattern ?? '');

/** Path and query values that satisfy the operation's parameters. */
function validParams(op: Operation, pathIds: fc.Arbitrary<number>) {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of op.params) {
    if (p.in === 'header') continue;
    shape[`${p.in}:${p.name}`] = p.in === 'path' && isIdParam(p) ? pathIds : validValue(p.schema);
  }
  return fc.record(shape);
}

function buildUrl(op: Operation, values: Record<string, unknown>, rawPath: Record<string, string> = {}): string {
  const path: Record<string, string> = {};
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    const [where, name] = key.split(':') as [Parameter['in'], string];
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (where === 'path') path[name] = encodeURIComponent(text);
    else query.append(name, text);
  }
  const qs = query.toString();
  return fillPath(op.path, { ...path, ...rawPath }) + (qs ? `?${qs}` : '');
}

const json = (value: unknown) => ({ 'content-type': 'application/json' as const, payload: JSON.stringify(value) });

/** Top-level fields of the body schema, with whether they are required. */
function fields(op: Operation): { name: string; schema: JsonSchema; required: boolean }[] {
  const required = new Set(op.body?.required ?? []);
  return Object.entries(op.body?.properties ?? {}).map(([name, schema]) => ({
    name,
    schema,
    required: required.has(name),
  }));
}

/** Replaces one field of a valid body (chosen by the generator) with `value`. */
function withField(body: unknown, name: string, value: unknown): Record<string, unknown> {
  return { ...(body as Record<string, unknown>), [name]: value };
}

/**
 * Requests that break one thing about the operation at a time: its body (wrong types,
 * missing and extra fields, huge strings and arrays, odd Unicode, prototype keys, not an
 * object, malformed JSON, wrong content type, over the size limit), its query string, its
 * path ids, or its Authorization header. Everything else about the request is valid.
 */
export function badRequestFor(op: Operation, pathIds: fc.Arbitrary<number>): fc.Arbitrary<BadRequest> {
  const params = validParams(op, pathIds);
  const body: fc.Arbitrary<unknown> = op.body ? validValue(op.body) : fc.constant({});
  const base = fc.record({ values: params, body });
  const cases: fc.Arbitrary<BadRequest>[] = [];
  const request = (kind: string, expect: BadRequest['expect'], url: string, extra: Partial<BadRequest> = {}) =>
    describe({ kind, method: op.method, url, headers: {}, expect, ...extra });
  const withJson = (kind: string, expect: BadRequest['expect'], url: string, value: unknown): BadRequest => {
    const { payload, ...headers } = json(value);
    return request(kind, expect, url, { headers, payload });
  };

  const bodyFields = fields(op);
  const bodyTakesObject = Boolean(op.body) && isJsonBodyMethod(op.method);

  if (bodyTakesObject) {
    cases.push(base.map(({ values, body: b }) => withJson('valid body', 'safe', buildUrl(op, values), b)));
    cases.push(
      fc
        .tuple(
          base,
          fc.constantFrom<string>(...PROTO_KEYS, 'x', 'is_admin', 'user_id', 'id'),
          fc.jsonValue({ maxDepth: 2 }),
        )
        .map(([{ values, body: b }, key, value]) => {
          // A JSON text, since an object literal would not carry "__proto__" as an own key.
          const payload = JSON.stringify(b).replace(/^\{/, `{${JSON.stringify(key)}:${JSON.stringify(value)},`);
          return request('extra field', 'safe', buildUrl(op, values), {
            headers: { 'content-type': 'application/json' },
            payload: payload.replace(/,\}$/, '}'),
          });
        }),
    );
    cases.push(
      fc
        .tuple(base, fc.constantFrom(null, 42, 'text', true, [], [{}]))
        .map(([{ values }, value]) => withJson('body not an object', '4xx', buildUrl(op, values), value)),
    );
  }
  const required = bodyFields.filter((f) => f.required);
  if (bodyTakesObject && required.length > 0) {
    cases.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([{ values, body: b }, field]) => {
        const copy = Object.fromEntries(Object.entries(b as Record<string, unknown>).filter(([k]) => k !== field.name));
        return withJson(`missing ${field.name}`, '4xx', buildUrl(op, values), copy);
      }),
    );
  }
  const typed = bodyFields.filter((f) => hasType(f.schema));
  if (bodyTakesObject && typed.length > 0) {
    cases.push(
      fc
        .tuple(base, fc.constantFrom(...typed))
        .chain(([b, field]) => wrongTypeValue(field.schema).map((value) => ({ ...b, field, value })))
        .map(({ values, body: b, field, value }) =>
          withJson(`wrong type ${field.name}`, '4xx', buildUrl(op, values), withField(b, field.name, value)),
        ),
    );
  }
  const strings = bodyFields.filter((f) => f.schema.type === 'string' && !f.schema.enum);
  if (bodyTakesObject && strings.length > 0) {
    cases.push(
      fc.tuple(base, fc.constantFrom(...strings)).map(([{ values, body: b }, field]) => {
        const tooLong = (field.schema.maxLength ?? Infinity) < HUGE_STRING_LENGTH;
        return withJson(
          `huge string ${field.name}`,
          tooLong ? '4xx' : 'safe',
          buildUrl(op, values),
          withField(b, field.name, 'x'.repeat(HUGE_STRING_LENGTH)),
        );
      }),
    );
    cases.push(
      fc
        .tuple(
          base,
          fc.constantFrom(...strings),
          fc.oneof(fc.constantFrom(...ODD_STRINGS), fc.string({ unit: 'binary' })),
        )
        .map(([{ values, body: b }, field, value]) =>
          withJson(`odd unicode ${field.name}`, 'safe', buildUrl(op, values), withField(b, field.name, value)),
        ),
    );
  }
  const arrays = bodyFields.filter((f) => f.schema.type === 'array');
  if (bodyTakesObject && arrays.length > 0) {
    cases.push(
      fc.tuple(base, fc.constantFrom(...arrays)).map(([{ values, body: b }, field]) =>
        withJson(
          `huge array ${field.name}`,
          (field.schema.maxItems ?? Infinity) < HUGE_ARRAY_LENGTH ? '4xx' : 'safe',
          buildUrl(op, values),
          withField(
            b,
            field.name,
            Array.from({ length: HUGE_ARRAY_LENGTH }, (_, i) => i),
          ),
        ),
      ),
    );
  }
  if (isJsonBodyMethod(op.method)) {
    // A body of the wrong shape is refused even where the endpoint reads none.
    cases.push(
      fc.tuple(base, fc.constantFrom(...MALFORMED_JSON)).map(([{ values }, payload]) =>
        request('malformed JSON', '4xx', buildUrl(op, values), {
          headers: { 'content-type': 'application/json' },
          payload,
        }),
      ),
    );
    cases.push(
      fc.tuple(base, fc.constantFrom(...DEEP_JSON)).map(([{ values }, payload]) =>
        request('deep nesting', 'safe', buildUrl(op, values), {
          headers: { 'content-type': 'application/json' },
          payload,
        }),
      ),
    );
    cases.push(
      fc
        .tuple(base, fc.constantFrom(...WRONG_CONTENT_TYPES), fc.string({ maxLength: 50 }))
        .map(([{ values }, type, text]) =>
          // Fastify reads text/plain itself, which an endpoint without a body may accept.
          request(`content type ${type.split(';')[0]}`, bodyTakesObject ? '4xx' : 'safe', buildUrl(op, values), {
            headers: { 'content-type': type },
            payload: text || 'a=b',
          }),
        ),
    );
    cases.push(
      base.map(({ values }) =>
        request('oversized body', '4xx', buildUrl(op, values), {
          headers: { 'content-type': 'application/json' },
          payload: OVERSIZED,
        }),
      ),
    );
  }

  const pathParams = op.params.filter((p) => p.in === 'path');
  if (pathParams.length > 0) {
    cases.push(
      fc
        .tuple(base, fc.constantFrom(...pathParams), fc.constantFrom(...BAD_PATH_VALUES))
        .map(([{ values, body: b }, param, raw]) => {
          const url = buildUrl(op, values, { [param.name]: raw });
          // A numeric id refuses these outright. A text id (an institution's slug) may
          // really be "0" or "abc": an earlier generated request could have created it.
          const expect = isIdParam(param) ? '4xx' : 'safe';
          return bodyTakesObject
            ? withJson(`bad path ${param.name}`, expect, url, b)
            : request(`bad path ${param.name}`, expect, url);
        }),
    );
  }
  const queryParams = op.params.filter((p) => p.in === 'query');
  const requiredQuery = queryParams.filter((p) => p.required);
  if (requiredQuery.length > 0) {
    cases.push(
      fc.tuple(base, fc.constantFrom(...requiredQuery)).map(([{ values }, param]) => {
        const copy = Object.fromEntries(Object.entries(values).filter(([k]) => k !== `query:${param.name}`));
        return request(`missing query ${param.name}`, '4xx', buildUrl(op, copy));
      }),
    );
  }
  const typedQuery = queryParams.filter((p) => p.schema.type === 'integer' || p.schema.pattern);
  if (typedQuery.length > 0) {
    cases.push(
      fc
        .tuple(base, fc.constantFrom(...typedQuery), fc.constantFrom('abc', '-1', '1.5', '', '%00', 'x'.repeat(500)))
        .map(([{ values }, param, raw]) =>
          request(`bad query ${param.name}`, '4xx', buildUrl(op, { ...values, [`query:${param.name}`]: raw })),
        ),
    );
  }
  cases.push(
    fc
      .tuple(
        base,
        fc.oneof(
          fc.constantFrom(...BAD_QUERIES),
          fc.webQueryParameters().map((q) => `?${q}`),
        ),
      )
      .map(([{ values, body: b }, query]) => {
        const url = buildUrl(op, values);
        const joined = url.includes('?') ? `${url}&${query.slice(1)}` : `${url}${query}`;
        return bodyTakesObject ? withJson('odd query', 'safe', joined, b) : request('odd query', 'safe', joined);
      }),
  );
  cases.push(
    fc.tuple(base, fc.constantFrom(...BAD_AUTHORIZATION)).map(([{ values, body: b }, authorization]) => {
      const url = buildUrl(op, values);
      const expect = op.secured ? '4xx' : 'safe';
      const r = bodyTakesObject
        ? withJson('bad authorization', expect, url, b)
        : request('bad authorization', expect, url);
      return describe({ ...r, headers: { ...r.headers, authorization } });
    }),
  );
  return fc.oneof(...cases);
}
