import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { halt, track } from './server-registry';

/**
 * A desktop's notification server for the push test, so that a notification is shown and
 * clicked as on a Linux desktop: a private D-Bus session bus (`dbus-daemon`) and on it
 * `notification-server.py` (Python with Debian's python3-dbus and python3-gi), which Chromium
 * hands its notifications to and takes the click from. Nothing appears on a screen.
 */
export interface DesktopNotifications {
  /** DBUS_SESSION_BUS_ADDRESS for the browser. */
  address: string;
  /** Resolves with the latest notification shown whose summary is `summary` (and id above `after`). */
  shown(summary: string, after?: number): Promise<ShownNotification>;
  /**
   * Resolves once the browser has handed over `count` notifications (new or replacing) whose
   * summary is `summary`, with the last of them.
   */
  notified(summary: string, count: number): Promise<ShownNotification>;
  /** Resolves once the browser closed the notification. */
  closed(id: number): Promise<void>;
  /**
   * The member's click on the notification (its default action). Chromium learns a
   * notification's id only when the answer to its Notify call reaches it, and ignores a click on
   * an id it does not know yet; on a loaded machine that answer can lag the `shown` line, so the
   * click waits a moment after the notification appeared and is repeated, a few seconds apart,
   * until the browser closes the notification (its worker closes it on the click).
   */
  click(id: number): void;
  stop(): Promise<void>;
}

export interface ShownNotification {
  id: number;
  summary: string;
  body: string;
}

const SERVER_SCRIPT = path.join(import.meta.dirname, 'notification-server.py');
/** How long after a notification appears the first click comes, and how long each waits to be taken. */
const CLICK_AFTER_SHOWN_MS = 1_000;
const CLICK_RETRY_MS = 8_000;
const CLICK_ATTEMPTS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PYTHONS = ['/usr/bin/python3', 'python3'];

function pythonWithDbus(): string | undefined {
  return PYTHONS.find((python) => spawnSync(python, ['-c', 'import dbus, gi'], { stdio: 'ignore' }).status === 0);
}

/** Why this machine cannot play the desktop (one line), or undefined when it can. */
export function desktopNotificationsMissing(): string | undefined {
  const bus = spawnSync('dbus-daemon', ['--version'], { stdio: 'ignore' }).status === 0;
  if (bus && pythonWithDbus()) return undefined;
  return 'it needs dbus-daemon and Python’s dbus and gi modules to play the desktop’s notification server (apt-get install dbus-daemon python3-dbus python3-gi).';
}

type ServerEvent = { ready: true } | ({ shown: number } & Omit<ShownNotification, 'id'>) | { closed: number };

/** A bus of its own that starts no services (a desktop's would start the accessibility bus). */
async function startBus(home: string, address: string): Promise<ChildProcess> {
  const config = path.join(home, 'bus.conf');
  writeFileSync(
    config,
    [
      '<busconfig>',
      '  <type>session</type>',
      `  <listen>${address}</listen>`,
      '  <auth>EXTERNAL</auth>',
      '  <policy context="default">',
      '    <allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/>',
      '  </policy>',
      '</busconfig>',
      '',
    ].join('\n'),
  );
  const bus = spawn('dbus-daemon', ['--nofork', `--config-file=${config}`, '--print-address=1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(bus, home);
  let log = '';
  bus.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    bus.once('error', reject);
    bus.once('exit', () => reject(new Error(`dbus-daemon exited: ${log}`)));
    bus.stdout.once('data', () => resolve());
  });
  return bus;
}

export async function startDesktopNotifications(): Promise<DesktopNotifications> {
  const python = pythonWithDbus();
  if (!python) throw new Error(desktopNotificationsMissing());
  const home = mkdtempSync(path.join(os.tmpdir(), 'quad-e2e-dbus-'));
  const address = `unix:path=${path.join(home, 'bus')}`;
  const started: ChildProcess[] = [];
  const stop = async () => {
    for (const child of started.reverse()) await halt(child);
    rmSync(home, { recursive: true, force: true });
  };
  try {
    started.push(await startBus(home, address));
    const server = spawn(python, [SERVER_SCRIPT, address], { stdio: ['pipe', 'pipe', 'inherit'] });
    started.push(server);
    track(server, SERVER_SCRIPT);
    const events: ServerEvent[] = [];
    const shownAt = new Map<number, number>();
    const listeners = new Set<() => void>();
    readline.createInterface({ input: server.stdout }).on('line', (line) => {
      const event = JSON.parse(line) as ServerEvent;
      if ('shown' in event) shownAt.set(event.shown, Date.now());
      events.push(event);
      listeners.forEach((listener) => listener());
    });
    const isClosed = (id: number) => events.some((e) => 'closed' in e && e.closed === id);
    const click = async (id: number) => {
      await sleep(Math.max(0, (shownAt.get(id) ?? 0) + CLICK_AFTER_SHOWN_MS - Date.now()));
      for (let attempt = 0; attempt < CLICK_ATTEMPTS && !isClosed(id) && server.exitCode === null; attempt++) {
        server.stdin.write(`click ${id}\n`);
        const until = Date.now() + CLICK_RETRY_MS;
        while (Date.now() < until && !isClosed(id)) await sleep(100);
      }
    };
    const until = <T>(find: () => T | undefined): Promise<T> =>
      new Promise((resolve) => {
        const check = () => {
          const found = find();
          if (found === undefined) return;
          listeners.delete(check);
          resolve(found);
        };
        listeners.add(check);
        check();
      });
    await Promise.race([
      until(() => events.find((event) => 'ready' in event)),
      new Promise((_, reject) => server.once('exit', () => reject(new Error('notification-server.py exited')))),
    ]);

    return {
      address,
      shown: (summary, after = 0) =>
        until(() => {
          const event = events.findLast((e) => 'shown' in e && e.summary === summary && e.shown > after);
          return event && 'shown' in event ? { id: event.shown, summary: event.summary, body: event.body } : undefined;
        }),
      notified: (summary, count) =>
        until(() => {
          const calls = events.filter((e) => 'shown' in e && e.summary === summary);
          const event = calls[count - 1];
          return event && 'shown' in event ? { id: event.shown, summary: event.summary, body: event.body } : undefined;
        }),
      closed: (id) => until(() => (isClosed(id) ? true : undefined)).then(() => {}),
      click: (id) => void click(id),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
