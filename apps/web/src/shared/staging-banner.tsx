import { Box } from '@mui/material';
import { useEnvironment } from './environment';

export const STAGING_BANNER_HEIGHT = 38;

export function StagingBanner() {
  const { environment } = useEnvironment();
  if (environment !== 'staging') return null;
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: STAGING_BANNER_HEIGHT,
        zIndex: (t) => t.zIndex.appBar + 1,
        bgcolor: '#b3261e',
        color: '#fff',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontWeight: 700,
        letterSpacing: '0.08em',
        fontSize: 13,
      }}
    >
      STAGING ENVIRONMENT
    </Box>
  );
}
