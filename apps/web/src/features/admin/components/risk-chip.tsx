import { Chip } from '@mui/material';
import type { TFlagKind } from '@quad/contract';
import { riskColour } from './risk';

export function RiskChip({ kind, score }: { kind: TFlagKind; score: number }) {
  return (
    <Chip size="small" label={`Risk ${score}`} color={riskColour(kind, score)} aria-label={`Risk score ${score}`} />
  );
}

export function NewBadge() {
  return <Chip size="small" label="new" color="info" variant="outlined" />;
}
