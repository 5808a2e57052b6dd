import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { killListed, PID_FOLDER_VARIABLE } from './server-registry';

/**
 * The run's teardown: kills any server still listed (its test process was killed before it
 * could stop it). The folder is named in the environment the test processes inherit.
 */
export default function setup(): () => void {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'quad-e2e-servers-'));
  process.env[PID_FOLDER_VARIABLE] = folder;
  return () => {
    const killed = killListed(folder);
    if (killed > 0) console.warn(`Killed ${killed} server(s) left running by a test process that did not end cleanly.`);
    rmSync(folder, { recursive: true, force: true });
  };
}
