import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Clock } from './platform/clock';
import type { Mailer } from './platform/mail';
import type { IoServer, Realtime } from './platform/realtime';
import type { SettingsStore } from './modules/settings/settings.store';

/** The services every module may use, built once per app and reachable as `app.ctx`. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  settings: SettingsStore;
  mailer: Mailer;
  io: IoServer;
  realtime: Realtime;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
