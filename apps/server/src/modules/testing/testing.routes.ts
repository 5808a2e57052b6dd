import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZInitializeTestSuitesResponse,
  ZStartTestRunRequest,
  ZStartTestRunResponse,
  ZStopTestRunResponse,
  ZTestLogsResponse,
  ZTestResultsResponse,
  ZTestRun,
  ZTestRunHistoryQuery,
  ZTestRunHistoryResponse,
  ZTestRunIdParam,
  ZTestSuitesQuery,
  ZTestSuitesResponse,
  TESTING_MSG,
} from '@quad/contract';
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

  app.get(
    '/testing/test-suites',
    { schema: { tags, security, querystring: ZTestSuitesQuery, response: { 200: ZTestSuitesResponse } } },
    async (request) => {
      const environment = effectiveEnvironment(app.ctx, request.query.environment);
      return { environment, suites: await listSuites(app.ctx, environment) };
    },
  );

  app.post(
    '/testing/test-suites/initialize',
    { schema: { tags, security, querystring: ZTestSuitesQuery, response: { 200: ZInitializeTestSuitesResponse } } },
    async (request) => ({
      msg: TESTING_MSG.initialized,
      suites: await initializeSuites(app.ctx, effectiveEnvironment(app.ctx, request.query.environment)),
    }),
  );

  app.post(
    '/testing/test-runs',
    { schema: { tags, security, body: ZStartTestRunRequest, response: { 202: ZStartTestRunResponse } } },
    async (request, reply) => {
      const started = await startRun(app.ctx, runner, request.body, {
        id: request.user.id,
        token: bearerToken(request.headers.authorization) ?? null,
      });
      return reply.status(202).send(started);
    },
  );

  app.get(
    '/testing/test-runs/history',
    { schema: { tags, security, querystring: ZTestRunHistoryQuery, response: { 200: ZTestRunHistoryResponse } } },
    async (request) => ({ runs: await runHistory(app.ctx, request.query.suite_id) }),
  );

  app.get(
    '/testing/test-runs/:id',
    { schema: { tags, security, params: ZTestRunIdParam, response: { 200: ZTestRun } } },
    async (request) => getRun(app.ctx, request.params.id),
  );

  app.get(
    '/testing/test-runs/:id/results',
    { schema: { tags, security, params: ZTestRunIdParam, response: { 200: ZTestResultsResponse } } },
    async (request) => runResults(app.ctx, request.params.id),
  );

  app.get(
    '/testing/test-runs/:id/logs',
    { schema: { tags, security, params: ZTestRunIdParam, response: { 200: ZTestLogsResponse } } },
    async (request) => runLogs(app.ctx, request.params.id),
  );

  app.post(
    '/testing/test-runs/:id/stop',
    { schema: { tags, security, params: ZTestRunIdParam, response: { 200: ZStopTestRunResponse } } },
    async (request) => stopRun(app.ctx, runner, request.params.id),
  );
};
