import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { TAdminPayment, TPendingPaymentMember } from '@quad/contract';
import { ApiError, call } from '@/api/client';
import { useRefreshAdminData } from '../admin-api';
import { dateTime, money } from '../admin-format';
import { ADMIN_TEXT } from '../admin-texts';
import { useAdminToast } from '../use-admin-toast';
import { API } from '@quad/contract/routes';

interface ReviewPaymentDialogProps {
  payment: TAdminPayment;
  /** The member it is for; null for an e-Transfer that matched nobody. */
  member: TPendingPaymentMember | null;
  onClose(): void;
}

const NO_MEMBER = 'No member has this username.';

function Line({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Typography variant="body2">
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:{' '}
      </Typography>
      {value}
    </Typography>
  );
}

/** The member id for a username typed by the administrator (exact, case-insensitive). */
async function memberIdFor(username: string): Promise<number | null> {
  const found = await call(API.adminOverview.searchUsers, { query: { q: username } });
  return found.users.find((u) => u.username.toLowerCase() === username.toLowerCase())?.id ?? null;
}

/** Review payment: verify (with transaction id and notes) or reject as "could not be verified". */
export function ReviewPaymentDialog({ payment, member, onClose }: ReviewPaymentDialogProps) {
  const toast = useAdminToast();
  const refresh = useRefreshAdminData();
  const intake = payment.intake;
  const [transactionId, setTransactionId] = useState(payment.transaction_id ?? intake?.reference_number ?? '');
  const [notes, setNotes] = useState('');
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const verify = async () => {
    setBusy(true);
    setProblem(null);
    try {
      let userId: number | undefined;
      if (!member) {
        const found = username.trim() ? await memberIdFor(username.trim()) : null;
        if (found === null) {
          setProblem(username.trim() ? NO_MEMBER : 'Enter the username of the member this payment is for.');
          return;
        }
        userId = found;
      }
      await call(API.paymentsAdmin.verify, {
        params: { id: payment.id },
        body: {
          transaction_id: transactionId.trim() || undefined,
          admin_notes: notes.trim() || undefined,
          user_id: userId,
        },
      });
      toast.success(ADMIN_TEXT.paymentVerified);
      await refresh();
      onClose();
    } catch (err) {
      toast.failure(err, { failed: ADMIN_TEXT.verifyPaymentFailed, error: ADMIN_TEXT.verifyPaymentError });
    } finally {
      setBusy(false);
    }
  };

  const reject = async () => {
    setBusy(true);
    try {
      await call(API.paymentsAdmin.reject, {
        params: { id: payment.id },
        body: { admin_notes: notes.trim() || undefined },
      });
      toast.success(ADMIN_TEXT.paymentRejected);
      await refresh();
      onClose();
    } catch (err) {
      // A refusal by the server is silent here (admin-area.md section 8); only a lost connection is said.
      if (!(err instanceof ApiError)) toast.error(ADMIN_TEXT.rejectPaymentError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="review-payment-title">
      <DialogTitle id="review-payment-title">Review Payment</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 0.75, mb: 2 }}>
          <Line label="Member" value={member ? `${member.username} (${member.email ?? 'no e-mail'})` : 'Not matched'} />
          <Line label="Institution" value={member?.institution.name} />
          <Line label="Payment code" value={payment.payment_code ?? member?.payment_reference_code} />
          <Line label="Amount" value={money(payment.amount, payment.currency)} />
          <Line label="Submitted" value={dateTime(payment.submitted_at)} />
          <Line label="Description" value={payment.description} />
          <Line label="Sender name" value={payment.sender_name ?? intake?.sender_name} />
          <Line label="e-Transfer reference" value={intake?.reference_number} />
          <Line label="e-Transfer message" value={intake?.message} />
          <Line label="Received" value={intake?.received_at ? dateTime(intake.received_at) : null} />
          <Line label="Why unmatched" value={intake?.unmatched_reason} />
          <Line
            label="Member said"
            value={
              intake?.claimed_amount !== null && intake?.claimed_amount !== undefined
                ? `${money(intake.claimed_amount, payment.currency)}${intake.claimed_sender_name ? ` from ${intake.claimed_sender_name}` : ''}`
                : null
            }
          />
        </Stack>
        <Stack sx={{ gap: 2 }}>
          {!member && (
            <TextField
              label="Member username"
              helperText="The member this e-Transfer is for"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          )}
          <TextField label="Transaction ID" value={transactionId} onChange={(e) => setTransactionId(e.target.value)} />
          <TextField
            label="Admin notes (private)"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            multiline
            minRows={2}
          />
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="outlined" onClick={() => void reject()} disabled={busy}>
          Reject
        </Button>
        <Button variant="contained" color="success" onClick={() => void verify()} disabled={busy}>
          Verify Payment
        </Button>
      </DialogActions>
    </Dialog>
  );
}
