import { boolean, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { testRunStatusEnum } from './enums';
import { users } from './users';

export const testSuites = pgTable('test_suites', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  testCount: integer('test_count').notNull(),
  isDestructive: boolean('is_destructive').notNull(),
  productionSafe: boolean('production_safe').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const testRuns = pgTable(
  'test_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    suiteId: text('suite_id')
      .notNull()
      .references(() => testSuites.id, { onDelete: 'cascade' }),
    suiteName: text('suite_name').notNull(),
    environment: text('environment').notNull(),
    status: testRunStatusEnum('status').notNull().default('pending'),
    passedTests: integer('passed_tests').notNull().default(0),
    failedTests: integer('failed_tests').notNull().default(0),
    skippedTests: integer('skipped_tests').notNull().default(0),
    errorTests: integer('error_tests').notNull().default(0),
    totalTests: integer('total_tests').notNull().default(0),
    currentTestName: text('current_test_name'),
    durationSeconds: real('duration_seconds'),
    summary: text('summary'),
    stopRequested: boolean('stop_requested').notNull().default(false),
    startedById: integer('started_by_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('test_runs_suite_idx').on(t.suiteId, t.startedAt)],
);

export const testResults = pgTable(
  'test_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    runId: integer('run_id')
      .notNull()
      .references(() => testRuns.id, { onDelete: 'cascade' }),
    testCaseName: text('test_case_name').notNull(),
    status: text('status').notNull(),
    durationSeconds: real('duration_seconds'),
    errorMessage: text('error_message'),
    stackTrace: text('stack_trace'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('test_results_run_idx').on(t.runId)],
);

export const testLogs = pgTable(
  'test_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    runId: integer('run_id')
      .notNull()
      .references(() => testRuns.id, { onDelete: 'cascade' }),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    level: text('level').notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('test_logs_run_idx').on(t.runId, t.id)],
);
