import type { TTestLogEntry, TTestResult, TTestRun, TTestSuite } from '@quad/contract';
import type { testLogs, testResults, testRuns, testSuites } from '@/db/schema/index';

type SuiteRow = typeof testSuites.$inferSelect;
type RunRow = typeof testRuns.$inferSelect;
type ResultRow = typeof testResults.$inferSelect;
type LogRow = typeof testLogs.$inferSelect;

export function presentSuite(row: SuiteRow, runnable: boolean): TTestSuite {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    test_count: row.testCount,
    is_destructive: row.isDestructive,
    production_safe: row.productionSafe,
    runnable,
  };
}

export function presentRun(row: RunRow, startedBy: string | null): TTestRun {
  const done = row.passedTests + row.failedTests + row.skippedTests + row.errorTests;
  return {
    run_id: row.id,
    suite_id: row.suiteId,
    suite_name: row.suiteName,
    environment: row.environment,
    status: row.status,
    passed_tests: row.passedTests,
    failed_tests: row.failedTests,
    skipped_tests: row.skippedTests,
    error_tests: row.errorTests,
    total_tests: row.totalTests,
    current_test_name: row.currentTestName,
    duration_seconds: row.durationSeconds,
    started_at: row.startedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    summary: row.summary,
    started_by: startedBy,
    progress: {
      suite_id: row.suiteId,
      current_test: row.currentTestName,
      passed: row.passedTests,
      failed: row.failedTests + row.errorTests,
      remaining: Math.max(0, row.totalTests - done),
    },
  };
}

export function presentResult(row: ResultRow): TTestResult {
  return {
    id: row.id,
    test_case_name: row.testCaseName,
    status: row.status as TTestResult['status'],
    duration_seconds: row.durationSeconds,
    error_message: row.errorMessage,
    stack_trace: row.stackTrace,
    started_at: row.startedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

export function presentLog(row: LogRow): TTestLogEntry {
  return {
    id: row.id,
    timestamp: row.timestamp.toISOString(),
    level: row.level as TTestLogEntry['level'],
    message: row.message,
  };
}
