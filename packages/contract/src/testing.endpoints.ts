import { defineEndpoint, defineOkEndpoint } from './endpoint';
import { API } from './routes';
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
} from './testing';

export const testingEndpoints = {
  suites: defineOkEndpoint(API.testing.suites, ZTestSuitesResponse, { query: ZTestSuitesQuery }),
  initializeSuites: defineOkEndpoint(API.testing.initializeSuites, ZInitializeTestSuitesResponse, {
    query: ZTestSuitesQuery,
  }),
  startRun: defineEndpoint(API.testing.startRun, {
    body: ZStartTestRunRequest,
    response: { 202: ZStartTestRunResponse },
  }),
  history: defineOkEndpoint(API.testing.history, ZTestRunHistoryResponse, { query: ZTestRunHistoryQuery }),
  run: defineOkEndpoint(API.testing.run, ZTestRun, { params: ZTestRunIdParam }),
  results: defineOkEndpoint(API.testing.results, ZTestResultsResponse, { params: ZTestRunIdParam }),
  logs: defineOkEndpoint(API.testing.logs, ZTestLogsResponse, { params: ZTestRunIdParam }),
  stopRun: defineOkEndpoint(API.testing.stopRun, ZStopTestRunResponse, { params: ZTestRunIdParam }),
};
