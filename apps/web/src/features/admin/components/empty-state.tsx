import { Typography } from '@mui/material';

export function EmptyState({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}
