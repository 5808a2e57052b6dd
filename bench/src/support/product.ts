import type { BenchDatabase } from './database';
import { createBenchDatabase } from './database';
import { activeMemberIds, openSessions, seedMembers, type SignedIn } from './seed';
import { startServer, type RunningServer } from './server';

export interface SeededProduct {
  database: BenchDatabase;
  server: RunningServer;
  /** Signed-in members (not suspended), as many as asked for. */
  members: SignedIn[];
  seedMs: number;
  stop(): Promise<void>;
}

/**
 * A database of its own with `population` members, sessions for `signedIn` of them, and the
 * built server started on it.
 */
export async function seededProduct(
  label: string,
  population: number,
  signedIn: number,
  env: Record<string, string> = {},
): Promise<SeededProduct> {
  const database = await createBenchDatabase(label);
  let members: SignedIn[];
  const started = performance.now();
  const handle = await database.open();
  try {
    // A few seeded members are suspended; seed enough that `signedIn` active ones exist.
    await seedMembers(handle.db, Math.max(population, Math.ceil(signedIn * 1.05)));
    members = await openSessions(handle.db, await activeMemberIds(handle.db, signedIn));
  } finally {
    await handle.close();
  }
  const seedMs = performance.now() - started;
  let server: RunningServer;
  try {
    server = await startServer({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, env });
  } catch (err) {
    await database.remove();
    throw err;
  }
  return {
    database,
    server,
    members,
    seedMs,
    async stop() {
      await server.stop();
      await database.remove();
    },
  };
}
