import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { EMAIL_PATTERN } from '@quad/contract/constants';
import { adminCall, useRefreshAdminData } from '../admin-api';
import { ADMIN_TEXT } from '../admin-texts';
import { useAdminToast } from '../use-admin-toast';

/** Update notification e-mail: where the signed-in administrator's notices go. */
export function NotificationEmailDialog({ current, onClose }: { current: string | null; onClose(): void }) {
  const toast = useAdminToast();
  const refresh = useRefreshAdminData();
  const [email, setEmail] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const value = email.trim();
    if (!EMAIL_PATTERN.test(value)) {
      setError(value ? 'Invalid email format' : 'Email is required');
      return;
    }
    setBusy(true);
    try {
      const answer = await adminCall.post('/api/admin/notification-email', { email: value });
      toast.success(answer.msg || ADMIN_TEXT.notificationEmailUpdated);
      await refresh();
      onClose();
    } catch (err) {
      toast.failure(err, { failed: ADMIN_TEXT.updateEmailFailed, error: ADMIN_TEXT.updateEmailError });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="notification-title">
      <DialogTitle id="notification-title">Update Notification Email</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Administrator notices are sent to this address.</DialogContentText>
        <TextField
          label="Notification email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(error)}
          helperText={error}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
