import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MachineInfo } from './machine';

/** One figure: the product's value, the baseline it is compared with, and the target. */
export interface Row {
  group: string;
  measure: string;
  value: number | null;
  unit: string;
  baseline?: { label: string; value: number; unit?: string };
  /** value ÷ baseline, or how the target reads the two (stated in `ratioLabel`). */
  ratio?: number;
  ratioLabel?: string;
  target?: string;
  met?: boolean;
  note?: string;
}

export interface BenchReport {
  startedAt: string;
  durationS: number;
  quick: boolean;
  machine: MachineInfo;
  rows: Row[];
}

export function formatValue(value: number | null, unit: string): string {
  if (value === null || Number.isNaN(value)) return 'n/a';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const n = value.toLocaleString('en-CA', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  return unit ? `${n} ${unit}` : n;
}

const formatRatio = (r: number): string => (r >= 0.1 ? r.toFixed(2) : r.toPrecision(2));

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function markdownTable(rows: readonly Row[]): string {
  const lines = ['| measure | Quad | baseline | ratio | target | met |', '| --- | --- | --- | --- | --- | --- |'];
  for (const r of rows) {
    const baseline = r.baseline
      ? `${formatValue(r.baseline.value, r.baseline.unit ?? r.unit)} (${r.baseline.label})`
      : '';
    const ratio = r.ratio === undefined ? '' : `${formatRatio(r.ratio)}×${r.ratioLabel ? ` ${r.ratioLabel}` : ''}`;
    const met = r.met === undefined ? '' : r.met ? 'yes' : '**no**';
    const measure = `${r.group}: ${r.measure}${r.note ? ` (${r.note})` : ''}`;
    lines.push(
      `| ${[measure, formatValue(r.value, r.unit), baseline, ratio, r.target ?? '', met].map(cell).join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

export function machineLine(m: MachineInfo): string {
  return (
    `${m.cores} × ${m.cpuModel}, ${m.memoryGiB.toFixed(0)} GiB memory, Node ${m.node}, ${m.os}; ` +
    `database: ${m.database}; load average ${m.loadBefore.toFixed(1)} before, ${m.loadAfter.toFixed(1)} after ` +
    `(${m.cores} cores, shared with other work)`
  );
}

export function markdownReport(report: BenchReport): string {
  return [
    `Measured ${report.startedAt.slice(0, 16).replace('T', ' ')} UTC in ${report.durationS.toFixed(0)} s` +
      `${report.quick ? ' (quick variant: fewer samples, smaller populations)' : ''} on ${machineLine(report.machine)}.`,
    '',
    markdownTable(report.rows),
    '',
  ].join('\n');
}

export const resultsDir = path.resolve(import.meta.dirname, '../../results');

/**
 * bench/results/latest.{md,json} and a dated copy for a full run; quick.* for the quick
 * variant and partial.* for a run of some measures (both git-ignored).
 */
export function writeResults(report: BenchReport, partial: boolean): string[] {
  mkdirSync(resultsDir, { recursive: true });
  const base = report.quick ? 'quick' : partial ? 'partial' : 'latest';
  const written: string[] = [];
  const write = (name: string, text: string) => {
    const file = path.join(resultsDir, name);
    writeFileSync(file, text);
    written.push(file);
  };
  const md = markdownReport(report);
  const json = `${JSON.stringify(report, null, 2)}\n`;
  write(`${base}.md`, md);
  write(`${base}.json`, json);
  if (base === 'latest') {
    const stamp = report.startedAt.slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
    write(`${stamp}.json`, json);
  }
  return written;
}

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/** Replaces the README's performance table (between the bench markers) with this run's. */
export function updateReadme(readmePath: string, report: BenchReport): boolean {
  const text = readFileSync(readmePath, 'utf8');
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from < 0 || to < from) return false;
  writeFileSync(readmePath, `${text.slice(0, from + START.length)}\n${markdownReport(report)}${text.slice(to)}`);
  return true;
}
