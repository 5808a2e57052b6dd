import { readdirSync, readFileSync } from 'node:fs';
import { cpuMsOf } from './server';

/**
 * Processor time (user + system) spent by a set of processes over an interval, from Linux's
 * /proc. The set may change while measuring (PostgreSQL starts a backend per connection):
 * it is sampled every 250 ms, and a process first seen after `start` counts from zero.
 */
export class ProcessorMeter {
  private readonly first = new Map<number, number>();
  private readonly last = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly pids: () => number[]) {}

  start(): void {
    this.sample(true);
    this.timer = setInterval(() => this.sample(false), 250);
    // A measure that fails before `stop` must not keep the bench running.
    this.timer.unref();
  }

  /** Processor ms spent since `start`. */
  stop(): number {
    clearInterval(this.timer);
    this.sample(false);
    let ms = 0;
    for (const [pid, last] of this.last) ms += last - (this.first.get(pid) ?? 0);
    return ms;
  }

  private sample(initial: boolean): void {
    for (const pid of this.pids()) {
      let ms: number;
      try {
        ms = cpuMsOf(pid);
      } catch {
        continue; // ended between listing and reading
      }
      if (initial) this.first.set(pid, ms);
      this.last.set(pid, ms);
    }
  }
}

/** PostgreSQL's backend processes serving one database (their process titles name it). */
export function postgresBackendsOf(database: string): () => number[] {
  return () => {
    const pids: number[] = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let title: string;
      try {
        title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      } catch {
        continue;
      }
      if (title.startsWith('postgres: ') && title.split(' ').includes(database)) pids.push(Number(entry));
    }
    return pids;
  };
}

/** Whether processor time can be read here (Linux). */
export const canMeterProcessors = (): boolean => {
  try {
    cpuMsOf(process.pid);
    return true;
  } catch {
    return false;
  }
};
