import { useState } from 'react';
import { Button, Chip, Stack } from '@mui/material';
import type { TAdminPayment, TPendingPaymentMember } from '@quad/contract';
import { usePendingPayments } from '../admin-api';
import { dateTime, money } from '../admin-format';
import { CollapsibleSection } from '../components/collapsible-section';
import { EmptyState } from '../components/empty-state';
import { Field, QueueItem, QueueList } from '../components/queue-item';
import { ManagePaymentDialog } from './manage-payment-dialog';
import { ReviewPaymentDialog } from './review-payment-dialog';

const SOURCE_LABELS = { member_claim: 'Member says sent', mailbox: 'e-Transfer received', admin: 'Added by admin' };

type Open =
  | { kind: 'review'; payment: TAdminPayment; member: TPendingPaymentMember | null }
  | { kind: 'manage'; member: TPendingPaymentMember }
  | null;

function PaymentLines({ payment }: { payment: TAdminPayment }) {
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" label={SOURCE_LABELS[payment.source]} variant="outlined" />
        <Field label="Amount">{money(payment.amount, payment.currency)}</Field>
        <Field label="Submitted">{dateTime(payment.submitted_at)}</Field>
      </Stack>
      {(payment.sender_name ?? payment.intake?.sender_name) && (
        <Field label="Sender">{payment.sender_name ?? payment.intake?.sender_name}</Field>
      )}
    </>
  );
}

/** Section 1 of the Users tab: members waiting for their payment to be confirmed, and unmatched e-Transfers. */
export function PendingPaymentsSection() {
  const { data } = usePendingPayments();
  const [open, setOpen] = useState<Open>(null);
  const entries = data?.pending_payments ?? [];
  const unmatched = data?.unmatched_intakes ?? [];
  return (
    <CollapsibleSection
      name="pending-payments"
      title="Pending Payments"
      count={data ? entries.length + unmatched.length : undefined}
    >
      {data && entries.length === 0 && unmatched.length === 0 && <EmptyState>No pending payments</EmptyState>}
      <QueueList>
        {entries.map(({ user, payments }) => (
          <QueueItem
            key={user.id}
            label={`Payment of ${user.username}`}
            title={user.username}
            badges={<Chip size="small" label={user.institution.name_abbreviated} />}
            actions={
              <>
                {payments[0] && (
                  <Button
                    variant="contained"
                    size="small"
                    onClick={() => setOpen({ kind: 'review', payment: payments[0]!, member: user })}
                  >
                    Review
                  </Button>
                )}
                <Button variant="outlined" size="small" onClick={() => setOpen({ kind: 'manage', member: user })}>
                  Manage Payment
                </Button>
              </>
            }
          >
            <Field label="Email">{user.email ?? '—'}</Field>
            <Field label="Payment code">{user.payment_reference_code ?? '—'}</Field>
            {user.remaining_amount !== null && user.remaining_amount > 0 && (
              <Field label="Remaining">{money(user.remaining_amount)}</Field>
            )}
            {payments.map((p) => (
              <PaymentLines key={p.id} payment={p} />
            ))}
          </QueueItem>
        ))}
        {unmatched.map((payment) => (
          <QueueItem
            key={`intake-${payment.id}`}
            label={`Unmatched e-Transfer ${payment.id}`}
            title="Unmatched e-Transfer"
            badges={<Chip size="small" color="warning" label="No member found" />}
            actions={
              <Button
                variant="contained"
                size="small"
                onClick={() => setOpen({ kind: 'review', payment, member: null })}
              >
                Review
              </Button>
            }
          >
            <PaymentLines payment={payment} />
            {payment.intake?.message && <Field label="Message">{payment.intake.message}</Field>}
            {payment.intake?.unmatched_reason && <Field label="Why">{payment.intake.unmatched_reason}</Field>}
          </QueueItem>
        ))}
      </QueueList>
      {open?.kind === 'review' && (
        <ReviewPaymentDialog payment={open.payment} member={open.member} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'manage' && <ManagePaymentDialog user={open.member} onClose={() => setOpen(null)} />}
    </CollapsibleSection>
  );
}
