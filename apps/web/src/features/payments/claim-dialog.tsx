import { useState, type SyntheticEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  Stack,
  TextField,
} from '@mui/material';
import { PAYMENT_MSG } from '@quad/contract';
import { errorMessage } from '@/api/client';
import { useToast } from '@/shared/toast';
import { useClaimPayment } from './payments-api';

const AMOUNT_PATTERN = /^\d{1,6}(?:[.,]\d{1,2})?$/;

/** "I have sent it": optional sender name and amount help the administrator find the transfer. */
export function ClaimDialog({ open, onClose, currency }: { open: boolean; onClose: () => void; currency: string }) {
  const [senderName, setSenderName] = useState('');
  const [amount, setAmount] = useState('');
  const claim = useClaimPayment();
  const toast = useToast();
  const amountValid = amount.trim() === '' || (AMOUNT_PATTERN.test(amount.trim()) && parseAmount(amount) > 0);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!amountValid) return;
    claim.mutate(
      { sender_name: senderName.trim() || undefined, amount: amount.trim() ? parseAmount(amount) : undefined },
      {
        onSuccess: (res) => {
          toast(res.msg, { severity: 'success' });
          onClose();
        },
        onError: (err) => toast(errorMessage(err, 'Could not send. Please try again.'), { severity: 'error' }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={claim.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>I have sent the e-Transfer</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            We will look for your e-Transfer and confirm your payment. {PAYMENT_MSG.processingTime}. These details are
            optional and help us find it.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Sender name"
              helperText="The name your bank shows on the transfer"
              value={senderName}
              onChange={(e) => setSenderName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              autoComplete="name"
            />
            <TextField
              label="Amount sent"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={!amountValid}
              helperText={amountValid ? ' ' : 'Enter an amount such as 20.00'}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: {
                  startAdornment: <InputAdornment position="start">$</InputAdornment>,
                  endAdornment: <InputAdornment position="end">{currency}</InputAdornment>,
                },
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={claim.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={claim.isPending || !amountValid}>
            {claim.isPending ? 'Sending...' : 'Confirm'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const parseAmount = (raw: string): number => Number(raw.trim().replace(',', '.'));
