import { defineConfig } from 'vitest/config';

/** Browser tests: each file starts the built server on a free port and drives Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.ts'],
    environment: 'node',
    // Every server a test file starts is stopped, whatever happens to the file or the run.
    globalSetup: ['support/stop-servers.global.ts'],
    setupFiles: ['support/stop-servers.setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A page on a shared, slow machine may take seconds to reach the state a poll waits for;
    // a poll that passes returns at once, so a generous ceiling costs nothing.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
