import { useState } from 'react';
import { Button, Chip, Stack, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ADMIN_PREVIEW } from '@quad/contract/constants';
import type { TAdminPayment } from '@quad/contract';
import { dateTime, money, paidAfterLabel } from '../admin-format';
import { ADMIN_TEXT } from '../admin-texts';
import { EmptyState } from '../components/empty-state';
import { ScrollTable } from '../components/scroll-table';
import { ViewDialog } from '../components/view-dialog';
import { DetailBlock } from './detail-parts';

function PaymentTable({ payments, label }: { payments: TAdminPayment[]; label: string }) {
  return (
    <ScrollTable label={label} minWidth={720}>
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>Amount</TableCell>
          <TableCell>Remaining</TableCell>
          <TableCell>Transaction</TableCell>
          <TableCell>Status after</TableCell>
          <TableCell>Notes</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((p) => (
          <TableRow key={p.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(p.submitted_at)}</TableCell>
            <TableCell>
              {p.transaction_type}
              {p.description && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {p.description}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{money(p.amount, p.currency)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{money(p.remaining_amount, p.currency)}</TableCell>
            <TableCell>{p.transaction_id ?? '—'}</TableCell>
            <TableCell>
              <Chip
                size="small"
                label={paidAfterLabel(p.user_paid_status_after)}
                color={p.user_paid_status_after ? 'success' : 'default'}
              />
            </TableCell>
            <TableCell>
              {p.payment_notes_to_user && <Typography variant="body2">{p.payment_notes_to_user}</Typography>}
              {p.admin_notes && (
                <Typography variant="caption" color="text.secondary" component="div">
                  Admin: {p.admin_notes}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

/** The first 3 payment records, and Show All for the complete history. */
export function PaymentHistoryList({ username, payments }: { username: string; payments: TAdminPayment[] }) {
  const [all, setAll] = useState(false);
  const more = payments.length > ADMIN_PREVIEW.paymentHistory;
  return (
    <DetailBlock
      title="Payment history"
      action={
        more && (
          <Button size="small" onClick={() => setAll(true)}>
            Show All ({payments.length})
          </Button>
        )
      }
    >
      {payments.length === 0 ? (
        <EmptyState>{ADMIN_TEXT.noPaymentHistory}</EmptyState>
      ) : (
        <Stack>
          <PaymentTable
            label={`Payment history of ${username}`}
            payments={payments.slice(0, ADMIN_PREVIEW.paymentHistory)}
          />
        </Stack>
      )}
      {all && (
        <ViewDialog title={`Complete payment history of ${username}`} onClose={() => setAll(false)} maxWidth="lg">
          <PaymentTable label={`Complete payment history of ${username}`} payments={payments} />
        </ViewDialog>
      )}
    </DetailBlock>
  );
}
