import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import type { TBlockedEmail } from '@quad/contract';
import { adminCall, useRefreshAdminData } from '../admin-api';
import { ADMIN_TEXT } from '../admin-texts';
import { useAdminToast } from '../use-admin-toast';

/** Block email: the address (required) and why. */
export function BlockEmailDialog({ onClose }: { onClose(): void }) {
  const toast = useAdminToast();
  const refresh = useRefreshAdminData();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const block = async () => {
    if (!email.trim()) {
      setError(ADMIN_TEXT.blockEmailRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await adminCall.post('/api/admin/blocked-emails/block', {
        email: email.trim().toLowerCase(),
        reason: reason.trim() || undefined,
      });
      toast.success(answer.msg);
      await refresh();
      onClose();
    } catch (err) {
      toast.failure(err, { failed: ADMIN_TEXT.blockEmailFailed, error: ADMIN_TEXT.blockEmailError });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="block-title">
      <DialogTitle id="block-title">Block Email</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 0.5 }}>
          <TextField label="Email address" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={2} />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={() => void block()} disabled={busy}>
          Block
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Unblock email: with the address, its rate limits are cleared too. */
export function UnblockEmailDialog({ entry, onClose }: { entry: TBlockedEmail; onClose(): void }) {
  const toast = useAdminToast();
  const refresh = useRefreshAdminData();
  const [email, setEmail] = useState(entry.email ?? '');
  const [busy, setBusy] = useState(false);
  const unblock = async () => {
    setBusy(true);
    try {
      const answer = await adminCall.post(`/api/admin/blocked-emails/${entry.id}/unblock`, {
        email: email.trim().toLowerCase() || undefined,
      });
      toast.success(answer.msg);
      await refresh();
      onClose();
    } catch (err) {
      toast.failure(err, { failed: ADMIN_TEXT.unblockEmailFailed, error: ADMIN_TEXT.unblockEmailError });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="unblock-title">
      <DialogTitle id="unblock-title">Unblock Email</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 0.5 }}>
          <DialogContentText>
            The address can be used to sign up again. Unblocking by hash alone cannot clear its rate limits: give the
            address (search it first) to clear them too.
          </DialogContentText>
          <TextField
            label="Email address (optional)"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void unblock()} disabled={busy}>
          Unblock
        </Button>
      </DialogActions>
    </Dialog>
  );
}
