// Load generators and processor meters for the HTTP measures.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { canMeterProcessors, ProcessorMeter } from './processor';
import { percentile } from './stats';

/**
 * Starts metering the processor time of the named processes ('self': this process); the
 * returned function stops and describes it per page, e.g. "server 1.20 ms + PostgreSQL 0.80 ms".
 * Undefined where /proc cannot be read.
 */
export function meter(
  processes: Record<string, (() => number[]) | 'self' | undefined>,
): ((pages: number) => string) | undefined {
  if (!canMeterProcessors()) return undefined;
  const started = process.cpuUsage();
  const meters = Object.entries(processes).flatMap(([name, pids]) =>
    pids === undefined ? [] : [{ name, meter: pids === 'self' ? undefined : new ProcessorMeter(pids) }],
  );
  for (const m of meters) m.meter?.start();
  return (pages) => {
    const self = process.cpuUsage(started);
    return meters
      .map(({ name, meter: m }) => {
        const ms = m ? m.stop() : (self.user + self.system) / 1000;
        return `${name} ${(ms / pages).toFixed(2)} ms`;
      })
      .join(' + ');
  };
}

/** A closed loop: `connections` callers, each sending the next request when its answer arrives. */
export async function cannon(
  url: string,
  connections: number,
  seconds: number,
  requests: { path: string; token: string }[],
) {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => {
          const r = requests[i++ % requests.length]!;
          return { ...req, path: r.path, headers: { ...req.headers, authorization: `Bearer ${r.token}` } };
        },
      },
    ],
  });
  if (process.env.BENCH_DEBUG)
    console.log(JSON.stringify({ ...result, latency: undefined, requests: undefined, throughput: undefined }));
  const ok = result['2xx'];
  const bad = result.non2xx + result.errors + result.timeouts;
  return { perSecond: ok / seconds, p99: result.latency.p99, p50: result.latency.p50, bad };
}

/**
 * An open loop: requests leave at a fixed rate whatever the answers do (one every 1/rate s,
 * never waiting for the previous one), and each latency counts from when its request was due,
 * so a slow answer delays no later request and hides nothing (no coordinated omission).
 */
export async function openLoop(
  url: string,
  rate: number,
  seconds: number,
  requests: { path: string; token: string }[],
) {
  const latencies: number[] = [];
  let bad = 0;
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  const total = Math.floor(rate * seconds);
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const r = requests[i % requests.length]!;
    inFlight.push(
      fetch(`${url}${r.path}`, { headers: { authorization: `Bearer ${r.token}` } }).then(
        async (res) => {
          await res.arrayBuffer();
          if (res.ok) latencies.push(performance.now() - due);
          else bad++;
        },
        () => {
          bad++;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), bad };
}
