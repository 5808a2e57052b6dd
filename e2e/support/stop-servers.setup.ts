import { aroundAll } from 'vitest';
import { stopAll } from './server-registry';

// Around each test file: whatever server the file did not stop (its afterAll failed before
// reaching it, or never ran), this does, after all of the file's own hooks.
aroundAll(async (runFile) => {
  try {
    await runFile();
  } finally {
    const stopped = await stopAll();
    if (stopped > 0) console.warn(`Stopped ${stopped} server(s) the test file left running.`);
  }
}, 30_000);
