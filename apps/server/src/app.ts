import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { systemClock, type Clock } from './platform/clock';
import { registerErrorHandler } from './platform/error-handler';
import { createMailer, type Mailer } from './platform/mail';
import { defaultWebDist } from './platform/paths';
import { createRealtime } from './platform/realtime';
import { registerWebApp } from './platform/web-static';
import { institutionRoutes } from './modules/institutions/institutions.routes';
import { SettingsStore } from './modules/settings/settings.store';
import { publicSettingsRoutes } from './modules/settings/settings.routes';
import { systemRoutes } from './modules/system/system.routes';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  mailer?: Mailer;
  /** Serve the built web app when it exists (on by default). */
  serveWeb?: boolean;
}

/** Builds the whole application without listening: main.ts starts it, tests inject into it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    logController: new QuietRequestStart(),
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  const realtime = createRealtime({
    httpServer: app.server,
    allowedOrigins: config.allowedOrigins,
    redisUrl: config.redisUrl,
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock: options.clock ?? systemClock,
    settings: new SettingsStore(database.db),
    mailer:
      options.mailer ??
      createMailer({
        from: config.mailFrom,
        smtpUrl: config.smtpUrl,
        outboxDir: path.join(config.dataDir, 'outbox'),
        logger: app.log,
      }),
    io: realtime.io,
    realtime: realtime.realtime,
  };
  app.decorate('ctx', ctx);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, { contentSecurityPolicy: { directives: contentSecurityPolicy(config) } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Quad API', version: '1.0.0', description: 'Member and administrator API of Quad.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(institutionRoutes);
      await api.register(publicSettingsRoutes);
    },
    { prefix: '/api' },
  );

  if (options.serveWeb !== false) await registerWebApp(app, config.webDist ?? defaultWebDist);

  // Sockets close before HTTP waits for connections to drain.
  app.addHook('preClose', async () => {
    await realtime.close();
  });
  app.addHook('onClose', async () => {
    ctx.mailer.close();
  });
  return app;
}

/** One log line per request (on completion) instead of two. */
class QuietRequestStart extends LogController {
  override incomingRequest(request: Parameters<LogController['incomingRequest']>[0]): void {
    request.log.debug({ req: request }, 'incoming request');
  }
}

function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const analytics = config.analyticsMeasurementId
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com']
    : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...analytics],
    // MUI's emotion injects style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...analytics],
    connectSrc: ["'self'", 'ws:', 'wss:', ...analytics],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}
