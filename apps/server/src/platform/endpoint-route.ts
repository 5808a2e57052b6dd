import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '@quad/contract';
import './error-contract';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The route schema an endpoint object fills in: what Fastify validates and serialises. */
interface SchemaOf<E extends Endpoint> extends FastifySchema {
  params: E extends { params: infer P } ? P : undefined;
  querystring: E extends { query: infer Q } ? Q : undefined;
  body: E extends { body: infer B } ? B : undefined;
  response: E extends { response: infer R } ? R : undefined;
}

/** What the server adds to an endpoint in its OpenAPI description. */
interface OpenApiNotes {
  tags: readonly string[];
  /** Bearer security, on the endpoints that need a signed-in caller. */
  security?: { bearer: never[] }[];
  description?: string;
  consumes?: string[];
  produces?: string[];
}

type RouteOptions<E extends Endpoint> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<E>,
    ZodTypeProvider
  >,
  'schema'
> & { schema: OpenApiNotes };

type Handler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/**
 * Registers the route of a contract endpoint: method, path, and the params, query, body and
 * response schemas come from the endpoint object; the route adds its hooks, its OpenAPI tags
 * and security, and the handler. Paths in the contract are full (`/api/...`); the plugin's
 * prefix is taken off.
 */
export function endpointRoute<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  options: RouteOptions<E>,
  handler: Handler<E>,
): void {
  if (!endpoint.path.startsWith(`${app.prefix}/`)) {
    throw new Error(`${endpoint.path} is not under the prefix ${app.prefix} of this plugin`);
  }
  const schema: FastifySchema = { ...options.schema, tags: [...options.schema.tags] };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.response) schema.response = endpoint.response;
  app.route<RouteGenericInterface, ContextConfigDefault, SchemaOf<E>>({
    ...options,
    // The endpoint rides along so that hooks can read its contract (its error codes).
    config: { ...options.config, endpoint },
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length),
    schema: schema as SchemaOf<E>,
    handler,
  });
}
