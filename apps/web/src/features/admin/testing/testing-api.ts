import { useQuery } from '@tanstack/react-query';
import type { TTestingEnvironment, TTestRun } from '@quad/contract';
import { call } from '@/api/client';
import { API } from '@quad/contract/routes';
import { load } from '../admin-api';

export const testingKeys = {
  all: ['admin', 'data', 'testing'] as const,
  suites: (environment: TTestingEnvironment) => ['admin', 'data', 'testing', 'suites', environment] as const,
  history: (suiteId: string) => ['admin', 'data', 'testing', 'history', suiteId] as const,
  run: (runId: number) => ['admin', 'data', 'testing', 'run', runId] as const,
  results: (runId: number) => ['admin', 'data', 'testing', 'run', runId, 'results'] as const,
  logs: (runId: number) => ['admin', 'data', 'testing', 'run', runId, 'logs'] as const,
};

export const useTestSuites = (environment: TTestingEnvironment) =>
  useQuery({
    queryKey: testingKeys.suites(environment),
    queryFn: load(API.testing.suites, { query: { environment } }),
  });

export const useRunHistory = (suiteId: string | null) =>
  useQuery({
    queryKey: testingKeys.history(suiteId ?? ''),
    queryFn: load(API.testing.history, { query: { suite_id: suiteId ?? '' } }),
    enabled: suiteId !== null,
  });

export const useRunResults = (runId: number | null) =>
  useQuery({
    queryKey: testingKeys.results(runId ?? 0),
    queryFn: load(API.testing.results, { params: { id: runId ?? 0 } }),
    enabled: runId !== null,
  });

export const useRunLogs = (runId: number | null) =>
  useQuery({
    queryKey: testingKeys.logs(runId ?? 0),
    queryFn: load(API.testing.logs, { params: { id: runId ?? 0 } }),
    enabled: runId !== null,
  });

export const testingCall = {
  initialize: (environment: TTestingEnvironment) => call(API.testing.initializeSuites, { query: { environment } }),
  start: (suiteId: string, environment: TTestingEnvironment) =>
    call(API.testing.startRun, {
      body: { suite_id: suiteId, environment, confirmed: environment === 'production' },
    }),
  run: (runId: number) => call(API.testing.run, { params: { id: runId } }),
  stop: (runId: number) => call(API.testing.stopRun, { params: { id: runId } }),
};

export const isActive = (run: Pick<TTestRun, 'status'> | null | undefined): boolean =>
  run?.status === 'pending' || run?.status === 'running';
