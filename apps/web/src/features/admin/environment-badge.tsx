import { Chip } from '@mui/material';
import { useEnvironment } from '@/shared/environment';

const LIVE_BADGE = '#7f1d1d';

/** PRODUCTION, STAGING or DEVELOPMENT; the first two on dark red, so nobody forgets where they are. */
export function EnvironmentBadge() {
  const { environment } = useEnvironment();
  const live = environment === 'production' || environment === 'staging';
  return (
    <Chip
      label={environment.toUpperCase()}
      size="small"
      aria-label={`Environment: ${environment}`}
      sx={{
        fontWeight: 700,
        letterSpacing: '0.08em',
        ...(live ? { bgcolor: LIVE_BADGE, color: '#fff' } : { bgcolor: 'action.selected' }),
      }}
    />
  );
}
