import type { ReactNode } from 'react';
import { Card, Typography } from '@mui/material';

export function SettingsCard({ title, danger, children }: { title: string; danger?: boolean; children: ReactNode }) {
  return (
    <Card
      component="section"
      aria-label={title}
      sx={{
        p: { xs: 2, sm: 3 },
        ...(danger ? { borderColor: 'error.main', borderWidth: 1, borderStyle: 'solid' } : {}),
      }}
    >
      <Typography variant="h6" component="h2" color={danger ? 'error.main' : undefined} sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}
