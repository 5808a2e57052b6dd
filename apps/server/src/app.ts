import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { tooManyRequestsMessage } from '@quad/contract';
import type { AppContext } from './app-context';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { systemClock, type Clock } from './platform/clock';
import { frameworkErrors, registerErrorHandler } from './platform/error-handler';
import { FaceAnalyser } from './platform/face-analyser';
import { TooManyRequests } from './platform/errors';
import { createImageModerator } from './platform/image-moderation';
import { countingFailures, createMailer, type Mailer } from './platform/mail';
import { Metrics, registerMetrics } from './platform/metrics';
import { EventBus } from './platform/event-bus';
import { AppState } from './platform/module-state';
import { subscribeModules } from './subscribers';
import { defaultWebDist } from './platform/paths';
import { createPhotoStore, type PhotoStore } from './platform/photo-store';
import { RateCounters } from './platform/rate-counters';
import { registerTextGuard } from './platform/text-input';
import { createRealtime } from './platform/realtime';
import { BackgroundEvents } from './platform/background-events';
import { registerWebApp } from './platform/web-static';
import { watchErrorContract, type UndeclaredErrorAnswer } from './platform/error-contract';
import { accountRoutes } from './modules/account/account.routes';
import { adminAppealRoutes, memberAppealRoutes } from './modules/appeals/appeals.routes';
import { adminAccountRoutes } from './modules/admin/admin-accounts.routes';
import { adminInstitutionRoutes } from './modules/admin/admin-institutions.routes';
import { adminOverviewRoutes } from './modules/admin/admin-overview.routes';
import { fakeProfileRoutes } from './modules/admin/fake-profiles.routes';
import { adminRecordRoutes } from './modules/admin/admin-records.routes';
import { ActivityTracker } from './modules/auth/activity.service';
import { populationGroupsQuery } from './modules/users/browse.service';
import { BrowsePopulation } from './modules/users/browse-population';
import { authPlugin } from './modules/auth/auth.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { SessionService } from './modules/auth/session.service';
import { socketAuth } from './modules/auth/socket-auth';
import { registerChatEvents } from './modules/chat/chat.events';
import { chatRoutes } from './modules/chat/chat.routes';
import { chatPlugin } from './modules/chat/chat.plugin';
import { reportRoutes } from './modules/reports/report.routes';
import { institutionRoutes } from './modules/institutions/institutions.routes';
import { moderationAdminRoutes } from './modules/moderation/moderation-admin.routes';
import { moderationPlugin } from './modules/moderation/moderation.plugin';
import { registerSuspensionExpiry } from './modules/moderation/suspension-expiry.service';
import { registerPaymentsMailbox } from './modules/payments/payments-mailbox.plugin';
import { paymentAdminRoutes } from './modules/payments/payments-admin.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { paymentsPlugin } from './modules/payments/payments.plugin';
import { PhotoUrlSigner } from './modules/photos/photo-url';
import { photoRoutes } from './modules/photos/photos.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { memberSettingsRoutes } from './modules/settings/member-settings.routes';
import { adminSettingsRoutes } from './modules/settings/settings-admin.routes';
import { SettingsStore } from './modules/settings/settings.store';
import { publicSettingsRoutes } from './modules/settings/settings.routes';
import { systemRoutes } from './modules/system/system.routes';
import { routeCatalogue } from './modules/testing/route-catalogue';
import { testingRoutes } from './modules/testing/testing.routes';
import { usersRoutes } from './modules/users/users.routes';
import { privacyRoutes } from './modules/relationships/privacy.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { registerNotifications } from './modules/notifications/notifications.plugin';
import { verificationAdminRoutes } from './modules/verification/verification-admin.routes';
import { verificationRoutes } from './modules/verification/verification.routes';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  mailer?: Mailer;
  photoStore?: PhotoStore;
  /** Serve the built web app when it exists (on by default). */
  serveWeb?: boolean;
  /** Told of each error answer whose code its endpoint's contract does not list (tests). */
  onUndeclaredError?: (answer: UndeclaredErrorAnswer) => void;
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
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  const realtime = createRealtime({
    httpServer: app.server,
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy,
    redisUrl: config.redisUrl,
  });
  const clock = options.clock ?? systemClock;
  const metrics = new Metrics({
    connectedSockets: () => realtime.io.of('/').sockets.size,
    pool: database.poolStats,
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    settings: new SettingsStore(database.db),
    mailer: countingFailures(
      options.mailer ??
        createMailer({
          from: config.mailFrom,
          smtpUrl: config.smtpUrl,
          outboxDir: path.join(config.dataDir, 'outbox'),
          logger: app.log,
        }),
      () => metrics.outboundFailure('mail'),
    ),
    io: realtime.io,
    realtime: realtime.realtime,
    background: new BackgroundEvents(app.log),
    log: app.log,
    metrics,
    photos: options.photoStore ?? (await createPhotoStore(config.photoStore, app.log)),
    photoUrls: new PhotoUrlSigner(config.jwtSecret),
    imageModerator: createImageModerator(config, app.log),
    faces: new FaceAnalyser(app.log),
    rateCounters: new RateCounters(database.db, clock),
    sessions: new SessionService({ db: database.db, clock, config, realtime: realtime.realtime }),
    activity: new ActivityTracker(database.db, clock, app.log),
    browsePopulation: new BrowsePopulation(
      (activeSince) => populationGroupsQuery(database.db, activeSince, clock.now()),
      clock,
    ),
    state: new AppState(),
    events: new EventBus(),
  };
  app.decorate('ctx', ctx);
  subscribeModules(ctx);
  // Each closes (draining what it holds) before the modules it hands work to.
  await app.register(paymentsPlugin);
  await app.register(moderationPlugin);
  await app.register(chatPlugin);
  ctx.io.use(socketAuth(ctx));
  registerChatEvents(ctx);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  if (options.onUndeclaredError) watchErrorContract(app, options.onUndeclaredError);
  registerTextGuard(app);

  await app.register(helmet, { contentSecurityPolicy: { directives: contentSecurityPolicy(config) } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Quad API', version: '1.0.0', description: 'Member and administrator API of Quad.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await registerRateLimit(app, config);
  await registerMetrics(app, metrics, config.metrics);
  await app.register(authPlugin);
  await app.register(routeCatalogue);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(institutionRoutes);
      await api.register(publicSettingsRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(paymentRoutes);
      await api.register(paymentAdminRoutes);
      await api.register(adminOverviewRoutes);
      await api.register(adminAccountRoutes);
      await api.register(adminInstitutionRoutes);
      await api.register(adminRecordRoutes);
      await api.register(fakeProfileRoutes);
      await api.register(adminSettingsRoutes);
      await api.register(moderationAdminRoutes);
      await api.register(memberAppealRoutes);
      await api.register(adminAppealRoutes);
      await api.register(profileRoutes);
      await api.register(photoRoutes);
      await api.register(memberSettingsRoutes);
      await api.register(chatRoutes);
      await api.register(reportRoutes);
      await api.register(usersRoutes);
      await api.register(privacyRoutes);
      await api.register(notificationRoutes);
      await api.register(verificationRoutes);
      await api.register(verificationAdminRoutes);
      await api.register(testingRoutes);
    },
    { prefix: '/api' },
  );

  if (options.serveWeb !== false) await registerWebApp(app, config.webDist ?? defaultWebDist);
  registerPaymentsMailbox(app);
  registerNotifications(app);
  registerSuspensionExpiry(app);

  // Sockets close before HTTP waits for connections to drain.
  app.addHook('preClose', async () => {
    // Pushes look up connections (through Redis with several instances) before it closes.
    await ctx.background.settled();
    await realtime.close();
  });
  app.addHook('onClose', async () => {
    // The members' last activity is written before the database closes; the modules' plugins
    // drain their own queues (the last messages, receipts and screening flags), and the
    // background followers of the last messages (push) finish.
    await Promise.all([ctx.activity.flush(), ctx.background.settled()]);
    ctx.mailer.close();
    await ctx.imageModerator?.close();
    await ctx.faces.close();
    ctx.photos.close();
  });
  return app;
}

/**
 * @fastify/rate-limit, off by default: a route or a feature's plugin opts in with
 * `config.rateLimit` or `app.rateLimit(...)`. Counts live in Redis when REDIS_URL is set,
 * so every instance shares them; if Redis is unreachable requests are let through.
 */
async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  // ioredis is loaded only when configured: one instance without Redis starts faster.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.debug({ err }, 'rate-limit redis error'));
    // Commands fail fast while Redis is away (and are let through); connect before serving.
    await redis.connect().catch((err: unknown) => app.log.warn({ err }, 'rate-limit redis unreachable'));
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'quad-rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequests(tooManyRequestsMessage(context.ttl), Math.ceil(context.ttl / 1000)),
  });
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => undefined);
    });
  }
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
