import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema that @fastify/swagger writes for the contract's zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

/** One endpoint as the served OpenAPI description lists it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI template, e.g. /api/photos/{id}. */
  path: string;
  params: Parameter[];
  /** The JSON request body, when the endpoint takes one. */
  body?: JsonSchema;
  bodyRequired: boolean;
  /** Declares bearer security (needs a signed-in caller). */
  secured: boolean;
  /** Under /api/admin: needs an administrator. */
  admin: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
}
interface RawOperation {
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every endpoint of the app, read from the OpenAPI document it serves at /api/docs/json. */
export async function listOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  const doc = res.json<OpenApiDocument>();
  const operations: Operation[] = [];
  for (const [path, entries] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(entries)) {
      if (!METHODS.has(method)) continue;
      const body = raw.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        params: raw.parameters ?? [],
        ...(body ? { body } : {}),
        bodyRequired: raw.requestBody?.required ?? false,
        secured: (raw.security?.length ?? 0) > 0,
        admin: path.startsWith('/api/admin/'),
      });
    }
  }
  return operations;
}

/** "GET /api/users/me": how an operation is named in tables and test titles. */
export const operationKey = (op: Pick<Operation, 'method' | 'path'>): string => `${op.method} ${op.path}`;

/** The path with each {param} replaced by the (already encoded) value given. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '1');
}
