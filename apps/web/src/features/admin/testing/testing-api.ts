import { useQuery } from '@tanstack/react-query';
import type {
  TInitializeTestSuitesResponse,
  TStartTestRunResponse,
  TStopTestRunResponse,
  TTestingEnvironment,
  TTestLogsResponse,
  TTestResultsResponse,
  TTestRun,
  TTestRunHistoryResponse,
  TTestSuitesResponse,
} from '@quad/contract';
import { api } from '@/api/client';

export const testingKeys = {
  all: ['admin', 'data', 'testing'] as const,
  suites: (environment: TTestingEnvironment) => ['admin', 'data', 'testing', 'suites', environment] as const,
  history: (suiteId: string) => ['admin', 'data', 'testing', 'history', suiteId] as const,
  run: (runId: number) => ['admin', 'data', 'testing', 'run', runId] as const,
  results: (runId: number) => ['admin', 'data', 'testing', 'run', runId, 'results'] as const,
  logs: (runId: number) => ['admin', 'data', 'testing', 'run', runId, 'logs'] as const,
};

/** Loads whose failure is only logged (admin-area.md section 8: load failures show nothing). */
const load =
  <T>(path: string, query?: Record<string, string>) =>
  async ({ signal }: { signal: AbortSignal }): Promise<T> => {
    try {
      return await api<T>(path, { signal, query });
    } catch (err) {
      if (!signal.aborted) console.error(`Loading ${path} failed`, err);
      throw err;
    }
  };

export const useTestSuites = (environment: TTestingEnvironment) =>
  useQuery({
    queryKey: testingKeys.suites(environment),
    queryFn: load<TTestSuitesResponse>('/api/testing/test-suites', { environment }),
  });

export const useRunHistory = (suiteId: string | null) =>
  useQuery({
    queryKey: testingKeys.history(suiteId ?? ''),
    queryFn: load<TTestRunHistoryResponse>('/api/testing/test-runs/history', { suite_id: suiteId ?? '' }),
    enabled: suiteId !== null,
  });

export const useRunResults = (runId: number | null) =>
  useQuery({
    queryKey: testingKeys.results(runId ?? 0),
    queryFn: load<TTestResultsResponse>(`/api/testing/test-runs/${runId}/results`),
    enabled: runId !== null,
  });

export const useRunLogs = (runId: number | null) =>
  useQuery({
    queryKey: testingKeys.logs(runId ?? 0),
    queryFn: load<TTestLogsResponse>(`/api/testing/test-runs/${runId}/logs`),
    enabled: runId !== null,
  });

export const testingCall = {
  initialize: (environment: TTestingEnvironment) =>
    api<TInitializeTestSuitesResponse>('/api/testing/test-suites/initialize', {
      method: 'POST',
      body: {},
      query: { environment },
    }),
  start: (suiteId: string, environment: TTestingEnvironment) =>
    api<Partial<TStartTestRunResponse>>('/api/testing/test-runs', {
      method: 'POST',
      body: { suite_id: suiteId, environment, confirmed: environment === 'production' },
    }),
  run: (runId: number) => api<TTestRun>(`/api/testing/test-runs/${runId}`),
  stop: (runId: number) =>
    api<TStopTestRunResponse>(`/api/testing/test-runs/${runId}/stop`, { method: 'POST', body: {} }),
};

export const isActive = (run: Pick<TTestRun, 'status'> | null | undefined): boolean =>
  run?.status === 'pending' || run?.status === 'running';
