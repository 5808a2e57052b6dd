import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@/app-context';
import type { ThrowawayData } from './throwaway-data';

export type LogLevel = 'ERROR' | 'WARNING' | 'INFO';

/** What a test case gets: the running app, its services, a log, and the throwaway-data register. */
export interface TestCaseContext {
  app: FastifyInstance;
  ctx: AppContext;
  /** The run's id, part of every throwaway e-mail and name so leftovers are recognisable. */
  runId: number;
  /** The administrator who started the run and the access token of that request (never stored). */
  admin: { id: number; token: string | null };
  log(level: LogLevel, message: string): Promise<void>;
  throwaway: ThrowawayData;
  /** State shared by the tests of one run (e.g. the member the first test registered). */
  state: Map<string, unknown>;
}

/** A test that does not apply here (a feature switched off); it is recorded as skipped with the reason. */
export class SkipTest extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SkipTest';
  }
}

export interface TestCase {
  name: string;
  run(t: TestCaseContext): Promise<void>;
}

export interface TestSuiteDefinition {
  id: string;
  name: string;
  description: string;
  category: string;
  /** Creates data (always throwaway data, removed afterwards). */
  isDestructive: boolean;
  /** May run against production: reads only, or writes nothing members can see. */
  productionSafe: boolean;
  tests: TestCase[];
}

/** An expectation that did not hold (counted as failed; anything else thrown counts as an error). */
export class CheckFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckFailed';
  }
}

/** A failed expectation: its message is what the administrator reads in the results table. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}
