import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, TESTING_MSG } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { bearerToken } from '@/modules/auth/token.service';
import { TestRunner } from './test-runner';
import {
  effectiveEnvironment,
  getRun,
  initializeSuites,
  listSuites,
  runHistory,
  runLogs,
  runResults,
  startRun,
  stopRun,
} from './testing.service';

const tags = ['admin', 'testing'];
const security = [{ bearer: [] }];

/** The Testing tab's calls (admin-area.md sections 4 and 7): built-in suites run against this server. */
export const testingRoutes: FastifyPluginAsyncZod = async (app) => {
  const runner = new TestRunner(app);
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onReady', () => runner.markInterrupted());
  app.addHook('preClose', () => runner.stopAll());

  endpointRoute(app, ENDPOINTS.testing.suites, { schema: { tags, security } }, async (request) => {
    const environment = effectiveEnvironment(app.ctx, request.query.environment);
    return { environment, suites: await listSuites(app.ctx, environment) };
  });

  endpointRoute(app, ENDPOINTS.testing.initializeSuites, { schema: { tags, security } }, async (request) => ({
    msg: TESTING_MSG.initialized,
    suites: await initializeSuites(app.ctx, effectiveEnvironment(app.ctx, request.query.environment)),
  }));

  endpointRoute(app, ENDPOINTS.testing.startRun, { schema: { tags, security } }, async (request, reply) => {
    const started = await startRun(app.ctx, runner, request.body, {
      id: request.user.id,
      token: bearerToken(request.headers.authorization) ?? null,
    });
    return reply.status(202).send(started);
  });

  endpointRoute(app, ENDPOINTS.testing.history, { schema: { tags, security } }, async (request) => ({
    runs: await runHistory(app.ctx, request.query.suite_id),
  }));

  endpointRoute(app, ENDPOINTS.testing.run, { schema: { tags, security } }, async (request) =>
    getRun(app.ctx, request.params.id),
  );

  endpointRoute(app, ENDPOINTS.testing.results, { schema: { tags, security } }, async (request) =>
    runResults(app.ctx, request.params.id),
  );

  endpointRoute(app, ENDPOINTS.testing.logs, { schema: { tags, security } }, async (request) =>
    runLogs(app.ctx, request.params.id),
  );

  endpointRoute(app, ENDPOINTS.testing.stopRun, { schema: { tags, security } }, async (request) =>
    stopRun(app.ctx, runner, request.params.id),
  );
};
