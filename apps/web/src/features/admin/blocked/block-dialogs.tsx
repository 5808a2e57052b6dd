import { useState } from 'react';
import { Alert, DialogContentText, Stack, TextField } from '@mui/material';
import type { TBlockedEmail } from '@quad/contract';
import { ADMIN_TEXT } from '../admin-texts';
import { FormDialog } from '../components/form-dialog';
import { useAdminSave } from '../use-admin-save';
import { API } from '@quad/contract/routes';
import { call } from '@/api/client';

/** Block email: the address (required) and why. */
export function BlockEmailDialog({ onClose }: { onClose(): void }) {
  const save = useAdminSave();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const block = async () => {
    if (!email.trim()) {
      setError(ADMIN_TEXT.blockEmailRequired);
      return false;
    }
    setError(null);
    await save(
      () =>
        call(API.adminRecords.blockEmail, {
          body: { email: email.trim().toLowerCase(), reason: reason.trim() || undefined },
        }),
      { failed: ADMIN_TEXT.blockEmailFailed, error: ADMIN_TEXT.blockEmailError },
    );
  };
  return (
    <FormDialog title="Block Email" submitLabel="Block" danger onClose={onClose} onSubmit={block}>
      <Stack sx={{ gap: 2, pt: 0.5 }}>
        <TextField label="Email address" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={2} />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}

/** Unblock email: with the address, its rate limits are cleared too. */
export function UnblockEmailDialog({ entry, onClose }: { entry: TBlockedEmail; onClose(): void }) {
  const save = useAdminSave();
  const [email, setEmail] = useState(entry.email ?? '');
  const unblock = () =>
    save(
      () =>
        call(API.adminRecords.unblockEmail, {
          params: { id: entry.id },
          body: { email: email.trim().toLowerCase() || undefined },
        }),
      { failed: ADMIN_TEXT.unblockEmailFailed, error: ADMIN_TEXT.unblockEmailError },
    );
  return (
    <FormDialog title="Unblock Email" submitLabel="Unblock" onClose={onClose} onSubmit={unblock}>
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
    </FormDialog>
  );
}
