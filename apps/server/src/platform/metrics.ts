import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
// Brings in the `hide` schema option (the route stays out of the OpenAPI description).
import type {} from '@fastify/swagger';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { MSG } from '@quad/contract';

/** What the pool of database connections reports (PostgreSQL only; the embedded database has no pool). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsSources {
  /** Realtime connections open on this instance. */
  connectedSockets: () => number;
  pool?: () => PoolStats;
}

export type MessageEvent = 'stored' | 'delivered' | 'flagged';
export type OutboundChannel = 'mail' | 'push';

/**
 * The figures an operator scrapes (Prometheus text format), one registry per app so tests
 * and several apps in one process never mix their counts. Counters only count up: rates
 * per second are the scraper's `rate()`.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requestSeconds = new Histogram({
    name: 'quad_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  private readonly messageCount = new Counter({
    name: 'quad_messages_total',
    help: 'Chat messages stored, delivered (receipt from the recipient) and flagged by screening',
    labelNames: ['event'] as const,
    registers: [this.registry],
  });
  private readonly screeningSeconds = new Histogram({
    name: 'quad_screening_duration_seconds',
    help: 'Time to screen one message (detectors and scorer, in memory)',
    buckets: [0.000_01, 0.000_025, 0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.005],
    registers: [this.registry],
  });
  private readonly outboundFailures = new Counter({
    name: 'quad_outbound_failures_total',
    help: 'E-mails and push notifications that could not be sent',
    labelNames: ['channel'] as const,
    registers: [this.registry],
  });

  constructor(sources: MetricsSources) {
    collectDefaultMetrics({ register: this.registry, prefix: 'quad_', eventLoopMonitoringPrecision: 20 });
    new Gauge({
      name: 'quad_sockets_connected',
      help: 'Realtime connections open on this instance',
      registers: [this.registry],
      collect() {
        this.set(sources.connectedSockets());
      },
    });
    const pool = sources.pool;
    if (pool) {
      const stat = (name: string, help: string, pick: (s: PoolStats) => number) =>
        new Gauge({
          name,
          help,
          registers: [this.registry],
          collect() {
            this.set(pick(pool()));
          },
        });
      stat('quad_db_pool_waiting', 'Queries waiting for a free PostgreSQL connection', (s) => s.waiting);
      stat('quad_db_pool_connections', 'PostgreSQL connections open in the pool', (s) => s.total);
      stat('quad_db_pool_idle', 'PostgreSQL connections open and idle', (s) => s.idle);
    }
  }

  request(method: string, route: string, status: number, seconds: number): void {
    this.requestSeconds.observe({ method, route, status: String(status) }, seconds);
  }

  messages(event: MessageEvent, count = 1): void {
    if (count > 0) this.messageCount.inc({ event }, count);
  }

  screening(seconds: number): void {
    this.screeningSeconds.observe(seconds);
  }

  outboundFailure(channel: OutboundChannel): void {
    this.outboundFailures.inc({ channel });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}

export interface MetricsExposure {
  /** METRICS_PORT: a listener of its own, on the same host, with only GET /metrics. */
  port: number | undefined;
  /** METRICS_TOKEN: GET /metrics on the app's own port with `Authorization: Bearer <token>`. */
  token: string | undefined;
}

/**
 * Times every request by its route pattern (not its URL, so ids do not make new series) and
 * exposes the registry as configured. Neither setting: the figures are kept but not served.
 */
export async function registerMetrics(app: FastifyInstance, metrics: Metrics, exposure: MetricsExposure) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  if (exposure.token) {
    const expected = Buffer.from(`Bearer ${exposure.token}`);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply.code(401).send({ msg: MSG.notAuthenticated, code: 'unauthorized' });
      }
      return reply.type(metrics.registry.contentType).send(await metrics.text());
    });
  }

  if (exposure.port !== undefined) {
    const server = metricsServer(metrics);
    const host = app.ctx.config.host;
    app.addHook('onReady', () => new Promise<void>((resolve) => server.listen(exposure.port, host, resolve)));
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
    app.decorate('metricsServer', server);
  }
}

function metricsServer(metrics: Metrics): Server {
  return createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    metrics.text().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable'),
    );
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The METRICS_PORT listener, when configured (tests read its address). */
    metricsServer?: Server;
  }
}
