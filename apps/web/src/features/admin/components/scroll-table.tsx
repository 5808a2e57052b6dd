import type { ReactNode } from 'react';
import { Paper, Table, TableContainer } from '@mui/material';

/** A table that scrolls sideways inside its own box on a narrow screen instead of widening the page. */
export function ScrollTable({
  label,
  children,
  minWidth = 640,
}: {
  label: string;
  children: ReactNode;
  minWidth?: number;
}) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ minWidth }}>
        {children}
      </Table>
    </TableContainer>
  );
}
