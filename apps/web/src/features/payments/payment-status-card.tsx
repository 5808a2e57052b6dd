import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { TMyPayments, TPaymentInstructions } from '@quad/contract';
import { PAYMENT_MSG } from '@quad/contract';
import { formatMoney } from './payment-format';

type Status = 'Paid' | 'Under review' | 'Unpaid';

export function paymentStatus(state: Pick<TMyPayments, 'is_paid' | 'is_under_payment_review'>): Status {
  if (state.is_paid) return 'Paid';
  return state.is_under_payment_review ? 'Under review' : 'Unpaid';
}

const COLOURS = { Paid: 'success', 'Under review': 'warning', Unpaid: 'default' } as const;

/** The member's one-time payment status and what it means for them. */
export function PaymentStatusCard({
  state,
  instructions,
  isAdmin,
}: {
  state: TMyPayments;
  instructions: TPaymentInstructions | undefined;
  isAdmin: boolean;
}) {
  const status = paymentStatus(state);
  const price = instructions ? formatMoney(Number(instructions.amount), instructions.currency) : 'a one-time payment';
  const remaining = !state.is_paid && state.remaining_amount !== null && state.remaining_amount > 0;
  return (
    <Card component="section" aria-labelledby="payment-status-heading">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="payment-status-heading" variant="h6" component="h2">
            One-time payment
          </Typography>
          <Chip label={status} color={COLOURS[status]} variant={status === 'Unpaid' ? 'outlined' : 'filled'} />
        </Stack>
        <Typography color="text.secondary">
          {isAdmin
            ? PAYMENT_MSG.adminsNeverPay
            : status === 'Paid'
              ? 'Your payment is confirmed. You can start conversations with every member.'
              : status === 'Under review'
                ? `We are looking for your e-Transfer. ${PAYMENT_MSG.processingTime}.`
                : `Messaging men and replying to messages are always free. Starting a conversation with women and members of other genders takes ${price}, paid once, at institutions where enough of them are active.`}
        </Typography>
        {remaining && (
          <Typography sx={{ mt: 1 }} fontWeight={600}>
            Remaining to pay: {formatMoney(state.remaining_amount!, instructions?.currency ?? 'CAD')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
