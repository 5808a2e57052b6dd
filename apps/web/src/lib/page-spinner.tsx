import { Box, CircularProgress } from '@mui/material';

/** What a page shows while its code or its first data loads. */
export function PageSpinner() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }} role="progressbar" aria-label="Loading">
      <CircularProgress />
    </Box>
  );
}
