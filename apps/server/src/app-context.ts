import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Clock } from './platform/clock';
import type { BackgroundEvents } from './platform/background-events';
import type { FaceAnalyser } from './platform/face-analyser';
import type { ImageModerator } from './platform/image-moderation';
import type { DomainEventBus } from './domain-events';
import type { Mailer } from './platform/mail';
import type { Metrics } from './platform/metrics';
import type { AppState } from './platform/module-state';
import type { PhotoStore } from './platform/photo-store';
import type { RateCounters } from './platform/rate-counters';
import type { IoServer, Realtime } from './platform/realtime';
import type { ActivityTracker } from './modules/auth/activity.service';
import type { BrowsePopulation } from './modules/users/browse-population';
import type { SessionService } from './modules/auth/session.service';
import type { PhotoUrlSigner } from './modules/photos/photo-url';
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
  /** Background events: a stored message announced to followers (push, e-mail) that nobody waits for. */
  background: BackgroundEvents;
  log: FastifyBaseLogger;
  /** Counters and timings an operator scrapes (Prometheus). */
  metrics: Metrics;
  photos: PhotoStore;
  /** Signs the photo URLs handed to members (an <img> cannot send the bearer token). */
  photoUrls: PhotoUrlSigner;
  /** Classifies uploaded photos; null when IMAGE_MODERATION=off. */
  imageModerator: ImageModerator | null;
  /** Finds faces, poses and descriptors for the selfie check (a worker thread started on first use). */
  faces: FaceAnalyser;
  /** Persistent counters for lockouts, send schedules and sign-in limits. */
  rateCounters: RateCounters;
  /** Sessions behind access tokens: authenticate, revoke, forget cached state of a member. */
  sessions: SessionService;
  /** Throttled, batched writes of `users.last_activity_at`. */
  activity: ActivityTracker;
  /** Short-lived counts of the browsable population by filters, shared by every viewer. */
  browsePopulation: BrowsePopulation;
  /** What each module keeps for this app (batch queues, caches), provided and drained by its plugin. */
  state: AppState;
  /** Domain events (domain-events.ts): services raise them, modules' subscribers do the side effects. */
  events: DomainEventBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
