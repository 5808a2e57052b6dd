import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { PAYMENT_TYPES, type TPaymentType } from '@quad/contract';
import { useRefreshAdminData } from '../admin-api';
import { ADMIN_TEXT } from '../admin-texts';
import { useAdminToast } from '../use-admin-toast';
import { API } from '@quad/contract/routes';
import { call } from '@/api/client';

const TYPE_LABELS: Record<TPaymentType, string> = { PAYMENT: 'Payment', REFUND: 'Refund', ADJUSTMENT: 'Adjustment' };

interface ManagePaymentDialogProps {
  user: { id: number; username: string; is_paid: boolean; remaining_amount: number | null };
  onClose(): void;
}

/** Manage payment for a user: paid or unpaid, with the amount moved and notes; paid leaves nothing remaining. */
export function ManagePaymentDialog({ user, onClose }: ManagePaymentDialogProps) {
  const toast = useAdminToast();
  const refresh = useRefreshAdminData();
  const [isPaid, setIsPaid] = useState(user.is_paid);
  const [amount, setAmount] = useState('0');
  const [type, setType] = useState<TPaymentType>('PAYMENT');
  const [remaining, setRemaining] = useState(user.remaining_amount === null ? '' : String(user.remaining_amount));
  const [noteToUser, setNoteToUser] = useState('');
  const [adminNote, setAdminNote] = useState('');
  const [keepPending, setKeepPending] = useState(false);
  const [busy, setBusy] = useState(false);
  const amountValue = Number(amount.replace(',', '.'));
  const remainingValue = remaining.trim() === '' ? null : Number(remaining.replace(',', '.'));
  const invalid = !Number.isFinite(amountValue) || (remainingValue !== null && !(remainingValue >= 0));

  const save = async () => {
    setBusy(true);
    try {
      const answer = await call(API.paymentsAdmin.setStatus, {
        params: { id: user.id },
        body: {
          is_paid: isPaid,
          amount: Math.round(amountValue * 100) / 100,
          payment_type: type,
          admin_note: adminNote.trim() || undefined,
          payment_notes_to_user: noteToUser.trim() || undefined,
          remaining_amount: isPaid ? 0 : remainingValue,
          add_to_pending: keepPending,
        },
      });
      toast.success(answer.msg || ADMIN_TEXT.paymentStatusUpdated);
      await refresh();
      onClose();
    } catch (err) {
      toast.failure(err, { failed: ADMIN_TEXT.paymentStatusFailed, error: ADMIN_TEXT.paymentStatusFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="manage-payment-title">
      <DialogTitle id="manage-payment-title">Manage Payment for {user.username}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 0.5 }}>
          <FormControl>
            <FormLabel id="paid-status">Payment status</FormLabel>
            <RadioGroup
              row
              aria-labelledby="paid-status"
              value={isPaid ? 'paid' : 'unpaid'}
              onChange={(e) => setIsPaid(e.target.value === 'paid')}
            >
              <FormControlLabel value="paid" control={<Radio />} label="Paid" />
              <FormControlLabel value="unpaid" control={<Radio />} label="Unpaid" />
            </RadioGroup>
          </FormControl>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              label="Amount"
              type="number"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              helperText="Positive received, negative returned, or zero"
              slotProps={{ htmlInput: { step: 0.01 } }}
              error={!Number.isFinite(amountValue)}
              fullWidth
            />
            <TextField
              select
              label="Type"
              value={type}
              onChange={(e) => setType(e.target.value as TPaymentType)}
              fullWidth
            >
              {PAYMENT_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {TYPE_LABELS[t]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TextField
            label="Remaining amount"
            type="number"
            value={isPaid ? '0' : remaining}
            onChange={(e) => setRemaining(e.target.value)}
            disabled={isPaid}
            helperText={isPaid ? 'Paid: nothing remains' : 'Leave empty to compute it from the payments'}
            slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
          />
          <TextField
            label="Note to the member"
            value={noteToUser}
            onChange={(e) => setNoteToUser(e.target.value)}
            multiline
            minRows={2}
          />
          <TextField
            label="Admin note (private)"
            value={adminNote}
            onChange={(e) => setAdminNote(e.target.value)}
            multiline
            minRows={2}
          />
          <FormControlLabel
            control={<Checkbox checked={keepPending} onChange={(e) => setKeepPending(e.target.checked)} />}
            label="Keep on the pending payments list"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || invalid}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
