import { Fragment, useState } from 'react';
import { Box, Button, Collapse, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { TTestResult } from '@quad/contract';
import { ADMIN_PREVIEW } from '@quad/contract/constants';
import { EmptyState } from '../components/empty-state';
import { ScrollTable } from '../components/scroll-table';
import { ResultStatusChip, duration } from './run-status';

/** The first 50 characters of an error (admin-area.md section 9), with an ellipsis when cut. */
export const errorPreview = (message: string): string =>
  message.length > ADMIN_PREVIEW.testErrorChars ? `${message.slice(0, ADMIN_PREVIEW.testErrorChars)}…` : message;

/** One row per test case; a long error or a stack trace opens below its row. */
export function ResultsTable({ results }: { results: TTestResult[] }) {
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  if (results.length === 0) return <EmptyState>No results yet</EmptyState>;
  return (
    <ScrollTable label="Test results" minWidth={560}>
      <TableHead>
        <TableRow>
          <TableCell>Test</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Duration</TableCell>
          <TableCell>Error</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {results.map((r) => {
          const expandable =
            !!r.error_message && (r.error_message.length > ADMIN_PREVIEW.testErrorChars || !!r.stack_trace);
          const expanded = open.has(r.id);
          return (
            <Fragment key={r.id}>
              <TableRow sx={expanded ? { '& > td': { borderBottom: 0 } } : undefined}>
                <TableCell sx={{ minWidth: 200 }}>{r.test_case_name}</TableCell>
                <TableCell>
                  <ResultStatusChip status={r.status} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{duration(r.duration_seconds)}</TableCell>
                <TableCell sx={{ minWidth: 220 }}>
                  {r.error_message ? (
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                        {errorPreview(r.error_message)}
                      </Typography>
                      {expandable && (
                        <Button size="small" onClick={() => toggle(r.id)} aria-expanded={expanded}>
                          {expanded ? 'Hide details' : 'Show details'}
                        </Button>
                      )}
                    </Box>
                  ) : (
                    '—'
                  )}
                </TableCell>
              </TableRow>
              {expandable && (
                <TableRow>
                  <TableCell colSpan={4} sx={{ py: 0, ...(expanded ? {} : { borderBottom: 0 }) }}>
                    <Collapse in={expanded} unmountOnExit>
                      <Box sx={{ pb: 2 }}>
                        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1 }}>
                          {r.error_message}
                        </Typography>
                        {r.stack_trace && (
                          <Box
                            component="pre"
                            aria-label="Stack trace"
                            sx={{
                              m: 0,
                              p: 1.5,
                              borderRadius: 1,
                              bgcolor: 'action.hover',
                              fontSize: 12,
                              overflowX: 'auto',
                              maxHeight: 240,
                            }}
                          >
                            {r.stack_trace}
                          </Box>
                        )}
                      </Box>
                    </Collapse>
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </ScrollTable>
  );
}
