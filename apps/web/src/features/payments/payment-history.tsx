import {
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { TPayment } from '@quad/contract';
import {
  formatMoney,
  formatPaymentDate,
  formatPaymentDay,
  formatPaymentTime,
  paidStatusLabel,
  RECORD_STATUS_LABELS,
  TYPE_LABELS,
} from './payment-format';

const PAID_COLOURS = { Paid: 'success', Unpaid: 'default', Unknown: 'default', 'Under review': 'warning' } as const;
const money = (amount: number | null, currency: string) => (amount === null ? '—' : formatMoney(amount, currency));

function PaidChip({ payment }: { payment: TPayment }) {
  // A claim not yet reviewed has no paid status after it: say what is happening, not "Unknown".
  const label = payment.status === 'pending' ? 'Under review' : paidStatusLabel(payment.user_paid_status_after);
  return (
    <Chip size="small" label={label} color={PAID_COLOURS[label]} variant={label === 'Paid' ? 'filled' : 'outlined'} />
  );
}

function Description({ payment }: { payment: TPayment }) {
  return (
    <>
      <Typography variant="body2">{payment.description ?? TYPE_LABELS[payment.transaction_type]}</Typography>
      {payment.status !== 'recorded' && (
        <Typography variant="caption" color={payment.status === 'rejected' ? 'error.main' : 'text.secondary'}>
          {RECORD_STATUS_LABELS[payment.status]}
        </Typography>
      )}
      {payment.payment_notes_to_user && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {payment.payment_notes_to_user}
        </Typography>
      )}
    </>
  );
}

function HistoryCards({ payments }: { payments: TPayment[] }) {
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {payments.map((p) => (
        <Box component="li" key={p.id} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'rgba(255,255,255,0.04)' }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}>
            <Typography fontWeight={700}>
              {p.amount === null ? 'Amount not stated' : money(p.amount, p.currency)}
            </Typography>
            <PaidChip payment={p} />
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {TYPE_LABELS[p.transaction_type]} · {formatPaymentDate(p.submitted_at)}
            {p.transaction_id ? ` · Ref. ${p.transaction_id}` : ''}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <Description payment={p} />
          </Box>
          {p.remaining_amount !== null && p.remaining_amount > 0 && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Remaining {money(p.remaining_amount, p.currency)}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function HistoryTable({ payments }: { payments: TPayment[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Payment history" sx={{ '& th, & td': { px: 1.25 } }}>
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableCell>Date</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Details</TableCell>
            <TableCell>Reference</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Remaining</TableCell>
            <TableCell>Paid status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((p) => (
            <TableRow key={p.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatPaymentDay(p.submitted_at)}
                <Typography variant="caption" color="text.secondary" component="div">
                  {formatPaymentTime(p.submitted_at)}
                </Typography>
              </TableCell>
              <TableCell>{TYPE_LABELS[p.transaction_type]}</TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                <Description payment={p} />
              </TableCell>
              <TableCell>{p.transaction_id ?? '—'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(p.amount, p.currency)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(p.remaining_amount, p.currency)}
              </TableCell>
              <TableCell>
                <PaidChip payment={p} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The member's payment records: cards on small screens, a table otherwise. */
export function PaymentHistory({ payments }: { payments: TPayment[] }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Card component="section" aria-labelledby="payment-history-heading">
      <CardContent>
        <Typography id="payment-history-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Payment history
        </Typography>
        {payments.length === 0 ? (
          <Typography color="text.secondary">No payment history</Typography>
        ) : small ? (
          <HistoryCards payments={payments} />
        ) : (
          <HistoryTable payments={payments} />
        )}
      </CardContent>
    </Card>
  );
}
