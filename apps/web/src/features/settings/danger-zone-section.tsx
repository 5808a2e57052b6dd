import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { tokenStore } from '@/api/client';
import { ownDeletion } from '@/features/account/public';
import { useToast } from '@/shared/toast';
import { clearSignedInStorage } from '@/lib/storage';
import { settingsApi } from './settings-api';
import { SettingsCard } from './settings-card';
import { SETTINGS_TEXT, SETTINGS_TOAST_MS } from './settings-texts';

const CONFIRM_WORD = 'DELETE';

/** Delete account, confirmed by typing DELETE; then signed out locally and sent to /. */
export function DangerZoneSection() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const close = () => {
    if (deleting) return;
    setOpen(false);
    setTyped('');
    setWarning(null);
  };

  const confirm = async () => {
    if (typed !== CONFIRM_WORD) return setWarning(SETTINGS_TEXT.typeDelete);
    setDeleting(true);
    ownDeletion.start();
    try {
      await settingsApi.deleteAccount();
    } catch {
      ownDeletion.cancel();
      setDeleting(false);
      toast(SETTINGS_TEXT.deleteFailed, { severity: 'error', duration: SETTINGS_TOAST_MS });
      return;
    }
    clearSignedInStorage();
    tokenStore.set(null);
    queryClient.clear();
    void navigate('/', { replace: true });
    // The landing page says what happened rather than appearing without a word.
    toast(SETTINGS_TEXT.deleted, { severity: 'success', duration: SETTINGS_TOAST_MS });
  };

  return (
    <SettingsCard title="Danger Zone" danger>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Deleting your account removes your profile, photos and messages. This cannot be undone.
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Your profile, photos and messages will be deleted. Type {CONFIRM_WORD} to confirm.
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={`Type ${CONFIRM_WORD} to confirm`}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setWarning(null);
            }}
          />
          {warning && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {warning}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="inherit" disabled={deleting}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} color="error" variant="contained" disabled={deleting}>
            {deleting ? 'Deleting…' : 'Delete Account'}
          </Button>
        </DialogActions>
      </Dialog>
    </SettingsCard>
  );
}
