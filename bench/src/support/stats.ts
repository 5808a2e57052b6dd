/** Small statistics over samples; percentiles by nearest rank. */
export const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  const s = sorted(xs);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

export const median = (xs: readonly number[]): number => percentile(xs, 50);

export const cpuMs = (usage: NodeJS.CpuUsage): number => (usage.user + usage.system) / 1000;

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
