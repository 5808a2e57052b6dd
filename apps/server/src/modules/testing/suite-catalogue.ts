import { adminPermissionsSuite } from './suites/admin-permissions.suite';
import { authFlowSuite } from './suites/auth-flow.suite';
import { paymentGateSuite } from './suites/payment-gate.suite';
import { platformHealthSuite } from './suites/platform-health.suite';
import { realtimeChatSuite } from './suites/realtime-chat.suite';
import { screeningSuite } from './suites/screening.suite';
import type { TestSuiteDefinition } from './test-suite.types';

/** Every suite the Testing tab can run, in the order Run All Tests runs them. */
export const SUITE_CATALOGUE: readonly TestSuiteDefinition[] = [
  platformHealthSuite,
  adminPermissionsSuite,
  screeningSuite,
  authFlowSuite,
  realtimeChatSuite,
  paymentGateSuite,
];

export const findSuiteDefinition = (id: string): TestSuiteDefinition | undefined =>
  SUITE_CATALOGUE.find((s) => s.id === id);
