import { Chip } from '@mui/material';
import type { TTestResult, TTestRunStatus } from '@quad/contract';

type Colour = 'default' | 'info' | 'success' | 'error' | 'warning';

const RUN_COLOURS: Record<TTestRunStatus, Colour> = {
  pending: 'default',
  running: 'info',
  passed: 'success',
  failed: 'error',
  completed: 'success',
  stopped: 'warning',
};
const RESULT_COLOURS: Record<TTestResult['status'], Colour> = {
  passed: 'success',
  failed: 'error',
  skipped: 'warning',
};

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function RunStatusChip({ status }: { status: TTestRunStatus }) {
  return <Chip size="small" label={label(status)} color={RUN_COLOURS[status]} variant="outlined" />;
}

export function ResultStatusChip({ status }: { status: TTestResult['status'] }) {
  return <Chip size="small" label={label(status)} color={RESULT_COLOURS[status]} variant="outlined" />;
}

/** 0.4 → "0.40 s"; 75 → "1 min 15 s"; null → "—" */
export function duration(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds.toFixed(2)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}
