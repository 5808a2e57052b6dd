import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Paper, Table, TableContainer } from '@mui/material';

/**
 * An admin table. From the small breakpoint up it is a table (scrolling sideways inside its own
 * box when the window is narrower than its columns); on a phone each row becomes a card, every
 * cell a line headed by its column's name.
 */
export function ScrollTable({
  label,
  children,
  minWidth = 640,
}: {
  label: string;
  children: ReactNode;
  minWidth?: number;
}) {
  const table = useRef<HTMLTableElement>(null);
  // Each body cell carries its column's name for the phone layout; rows come and go with the
  // data, so this runs after every render.
  useLayoutEffect(() => {
    const element = table.current;
    if (!element) return;
    const names = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    for (const row of element.querySelectorAll('tbody tr')) {
      [...row.children].forEach((cell, i) => {
        const name = names[i] ?? '';
        if (cell.getAttribute('data-label') !== name) cell.setAttribute('data-label', name);
      });
    }
  });
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table
        ref={table}
        size="small"
        aria-label={label}
        sx={(theme) => ({
          minWidth,
          [theme.breakpoints.down('sm')]: {
            minWidth: 0,
            '& thead': {
              position: 'absolute',
              width: '1px',
              height: '1px',
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
              whiteSpace: 'nowrap',
            },
            '& tbody, & tbody tr': { display: 'block' },
            '& tbody tr': { py: 1, borderBottom: `1px solid ${theme.palette.divider}` },
            '& tbody tr:last-of-type': { borderBottom: 0 },
            // The column's name floats left; the cell's own content (text, chips, buttons) stays
            // together on the right and wraps under it when long.
            '& tbody td': {
              display: 'flow-root',
              border: 0,
              py: 0.5,
              maxWidth: 'none',
              textAlign: 'right',
              overflowWrap: 'anywhere',
            },
            '& tbody td::before': {
              content: 'attr(data-label)',
              float: 'left',
              mr: 2,
              textAlign: 'left',
              color: theme.palette.text.secondary,
              fontWeight: 500,
            },
          },
        })}
      >
        {children}
      </Table>
    </TableContainer>
  );
}
