import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import { MSG } from '@quad/contract';
import type { Config } from '@/config';
import type { Database } from '@/db/client';
import { sessions, users } from '@/db/schema/index';
import type { Clock } from '@/platform/clock';
import { Coalescer } from '@/platform/coalescer';
import { Unauthorized } from '@/platform/errors';
import type { Realtime } from '@/platform/realtime';
import { signAccessToken, verifyAccessToken } from './token.service';

/** Who is calling: set on `request.user` by the auth preHandlers and on `socket.data` for sockets. */
export interface AuthUser {
  id: number;
  sessionId: string;
  isAdmin: boolean;
  isSuspended: boolean;
}

export interface Authenticated {
  user: AuthUser;
  /** A renewed token when the presented one is past half its lifetime. */
  refreshedToken: string | null;
}

export interface SessionMeta {
  ip?: string;
  userAgent?: string;
}

interface SessionRow {
  userId: number;
  expiresAt: Date;
  revokedAt: Date | null;
  deletedAt: Date | null;
  isAdmin: boolean;
  isSuspended: boolean;
}

interface SessionState {
  userId: number;
  expiresAt: Date;
  revoked: boolean;
  deleted: boolean;
  isAdmin: boolean;
  isSuspended: boolean;
  loadedAt: number;
}

/**
 * How long this instance trusts what it read about a session. Revocation here drops the
 * entry at once; another instance sees it within this time.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_MAX = 20_000;
/** Revoked and expired sessions are kept this long (for support questions), then purged. */
const SESSION_RETENTION_MS = 7 * 24 * 60 * 60_000;

interface SessionDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'jwtSecret' | 'accessTokenTtlMs' | 'sessionTtlMs'>;
  realtime: Pick<Realtime, 'disconnectSession' | 'disconnectUser'>;
}

/**
 * Server-side sessions behind the access tokens: a token is accepted only while its session
 * is alive (not revoked, not expired) and its member not deleted, so logout, password
 * reset and deletion end access at once. Reachable as `app.ctx.sessions`.
 */
export class SessionService {
  private readonly cache = new Map<string, SessionState>();
  /** Bumped by every revocation, so a read that raced with one is not cached. */
  private epoch = 0;
  /** Sessions asked for together (requests arriving together) are read in one statement. */
  private readonly reads = new Coalescer((ids: string[]) => this.read(ids), { concurrency: 2 });

  constructor(private readonly deps: SessionDeps) {}

  /** Opens a session for a signed-in member and returns its first access token. */
  async create(userId: number, meta: SessionMeta = {}): Promise<{ sessionId: string; token: string }> {
    const { db, clock, config } = this.deps;
    const now = clock.now();
    const sessionId = randomUUID();
    await db.insert(sessions).values({
      id: sessionId,
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + config.sessionTtlMs),
      userAgent: meta.userAgent?.slice(0, 400) ?? null,
      ip: meta.ip ?? null,
    });
    return { sessionId, token: await signAccessToken(config, clock, userId, sessionId) };
  }

  /** Checks a bearer token and its session; throws 401 `{ msg }` otherwise. */
  async authenticate(token: string | undefined): Promise<Authenticated> {
    if (!token) throw new Unauthorized(MSG.notAuthenticated);
    const { config, clock } = this.deps;
    const claims = await verifyAccessToken(config, clock, token);
    if (!claims) throw new Unauthorized(MSG.sessionExpired, { code: 'session_expired' });
    const state = await this.state(claims.sessionId);
    const now = clock.now();
    if (!state || state.userId !== claims.userId || state.revoked || state.expiresAt <= now) {
      throw new Unauthorized(MSG.sessionExpired, { code: 'session_expired' });
    }
    if (state.deleted) throw new Unauthorized(MSG.accountDeleted, { code: 'account_deleted' });
    const user: AuthUser = {
      id: state.userId,
      sessionId: claims.sessionId,
      isAdmin: state.isAdmin,
      isSuspended: state.isSuspended,
    };
    let refreshedToken: string | null = null;
    if (now.getTime() - claims.issuedAtMs >= config.accessTokenTtlMs / 2) {
      refreshedToken = await signAccessToken(config, clock, user.id, user.sessionId);
      await this.slide(claims.sessionId, state, now);
    }
    return { user, refreshedToken };
  }

  /** Logout: ends the token's session if the token is still valid; otherwise there is nothing to end. */
  async logout(token: string | undefined): Promise<void> {
    const claims = token ? await verifyAccessToken(this.deps.config, this.deps.clock, token) : null;
    if (claims) await this.revoke(claims.sessionId);
  }

  /** Ends one session and its sockets. */
  async revoke(sessionId: string): Promise<void> {
    await this.deps.db
      .update(sessions)
      .set({ revokedAt: this.deps.clock.now() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    this.epoch++;
    this.cache.delete(sessionId);
    this.deps.realtime.disconnectSession(sessionId);
  }

  /** Ends every session of the member, except `except` (the one changing the password). */
  async revokeAllForUser(userId: number, options: { except?: string } = {}): Promise<void> {
    const ended = await this.deps.db
      .update(sessions)
      .set({ revokedAt: this.deps.clock.now() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          options.except ? ne(sessions.id, options.except) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    this.forgetUser(userId);
    for (const { id } of ended) this.deps.realtime.disconnectSession(id);
  }

  /**
   * Drops what this instance remembers about the member's sessions, so a change to the
   * member (suspension, admin rights, deletion) applies to the next request here.
   */
  forgetUser(userId: number): void {
    this.epoch++;
    for (const [sid, state] of this.cache) if (state.userId === userId) this.cache.delete(sid);
  }

  /** Deletes sessions that ended more than a week ago. */
  async purgeEnded(): Promise<void> {
    const before = new Date(this.deps.clock.now().getTime() - SESSION_RETENTION_MS);
    await this.deps.db.delete(sessions).where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)));
  }

  private async state(sessionId: string): Promise<SessionState | undefined> {
    const now = this.deps.clock.now().getTime();
    const cached = this.cache.get(sessionId);
    if (cached && now - cached.loadedAt < SESSION_CACHE_TTL_MS) return cached;
    const epoch = this.epoch;
    const row = await this.reads.add(sessionId);
    if (!row) {
      this.cache.delete(sessionId);
      return undefined;
    }
    const state: SessionState = {
      userId: row.userId,
      expiresAt: row.expiresAt,
      revoked: row.revokedAt !== null,
      deleted: row.deletedAt !== null,
      isAdmin: row.isAdmin,
      isSuspended: row.isSuspended,
      loadedAt: now,
    };
    this.cache.delete(sessionId);
    if (epoch !== this.epoch) return state;
    if (this.cache.size >= SESSION_CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(sessionId, state);
    return state;
  }

  private async read(ids: string[]): Promise<(SessionRow | undefined)[]> {
    const rows = await this.deps.db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        deletedAt: users.deletedAt,
        isAdmin: users.isAdmin,
        isSuspended: users.isSuspended,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(inArray(sessions.id, [...new Set(ids)]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id));
  }

  /** Renewing a token slides the session's expiry: an active member stays signed in. */
  private async slide(sessionId: string, state: SessionState, now: Date): Promise<void> {
    const expiresAt = new Date(now.getTime() + this.deps.config.sessionTtlMs);
    await this.deps.db
      .update(sessions)
      .set({ expiresAt, lastSeenAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    state.expiresAt = expiresAt;
  }
}
