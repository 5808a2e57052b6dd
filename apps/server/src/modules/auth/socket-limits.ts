import { MSG, SOCKETS_PER_MEMBER_MAX } from '@quad/contract';
import type { AppContext } from '@/app-context';
import type { Clock } from '@/platform/clock';
import { userRoom, type IoSocket } from '@/platform/realtime';

/** A refused connection: `connect_error` carries the message, and `data` its msg and code. */
export class SocketRefusal extends Error {
  readonly data: { msg: string; code: string };
  constructor(msg: string, code: string) {
    super(msg);
    this.data = { msg, code };
  }
}

const WINDOW_MS = 60_000;
/** Past this many remembered addresses, finished windows are swept on the next failure. */
const SWEEP_ABOVE = 10_000;

/**
 * Handshakes that failed authentication, per client address and minute (a fixed window), on
 * this instance. Past the limit, the address's handshakes are refused before any token is
 * checked until the minute is over: guessing tokens or flooding the session lookups costs
 * the server nothing more. Successful handshakes do not count, so a campus behind one NAT
 * address reconnecting all at once (after a deploy) is not refused.
 */
export class HandshakeFailures {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly limitPerMinute: number,
    private readonly clock: Clock,
  ) {}

  assertAllowed(address: string): void {
    const window = this.current(address);
    if (window && window.count >= this.limitPerMinute) {
      throw new SocketRefusal(MSG.tooManyConnectionAttempts, 'too_many_connection_attempts');
    }
  }

  record(address: string): void {
    const now = this.clock.now().getTime();
    const window = this.current(address);
    if (window) window.count++;
    else {
      if (this.windows.size >= SWEEP_ABOVE) this.sweep(now);
      this.windows.set(address, { startedAt: now, count: 1 });
    }
  }

  private current(address: string) {
    const window = this.windows.get(address);
    return window && this.clock.now().getTime() - window.startedAt < WINDOW_MS ? window : undefined;
  }

  private sweep(now: number): void {
    for (const [address, w] of this.windows) if (now - w.startedAt >= WINDOW_MS) this.windows.delete(address);
  }
}

/** The client's address: with TRUST_PROXY the first X-Forwarded-For entry, as for HTTP. */
export function handshakeAddress(socket: IoSocket, trustProxy: boolean): string {
  const forwarded = socket.handshake.headers['x-forwarded-for'];
  const first = trustProxy ? (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() : '';
  return first || socket.handshake.address;
}

/**
 * Admits a member's connection only while they hold fewer than SOCKETS_PER_MEMBER_MAX,
 * counted in their room on every instance (fetchSockets asks the others through the Redis
 * adapter). Refusing the new connection, rather than closing the oldest, keeps what is open
 * working: the web app reconnects a connection the server ends, so closing the oldest tab's
 * socket would have it come back and close the next one, round and round. The refused tab
 * gets the reason (connect_error's message and code) and connects when looked at again, or
 * on its retry button, once a tab is closed. Admissions of one member
 * on one instance run one at a time, so a burst cannot slip past the count; instances
 * admitting the same member at the same moment may each let one through.
 */
export class SocketSlots {
  private readonly queues = new Map<number, Promise<unknown>>();

  constructor(private readonly ctx: Pick<AppContext, 'io' | 'log'>) {}

  /** Runs `join` (which puts the socket in the member's room) if the member has a slot left. */
  admit(userId: number, join: () => Promise<void>): Promise<void> {
    const previous = this.queues.get(userId) ?? Promise.resolve();
    const turn = previous.then(async () => {
      if ((await this.held(userId)) >= SOCKETS_PER_MEMBER_MAX) {
        throw new SocketRefusal(MSG.tooManyConnections, 'too_many_connections');
      }
      await join();
    });
    const settled = turn.catch(() => undefined);
    this.queues.set(userId, settled);
    void settled.then(() => {
      if (this.queues.get(userId) === settled) this.queues.delete(userId);
    });
    return turn;
  }

  private async held(userId: number): Promise<number> {
    try {
      return (await this.ctx.io.in(userRoom(userId)).fetchSockets()).length;
    } catch (err) {
      // Another instance did not answer in time: admit rather than lock the member out.
      this.ctx.log.warn({ err, userId }, 'could not count the connections of a member');
      return 0;
    }
  }
}
