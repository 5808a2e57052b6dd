import { useState } from 'react';
import { DialogContentText, TextField } from '@mui/material';
import { EMAIL_PATTERN } from '@quad/contract/constants';
import { ADMIN_TEXT } from '../admin-texts';
import { FormDialog } from '../components/form-dialog';
import { useAdminSave } from '../use-admin-save';
import { API } from '@quad/contract/routes';
import { call } from '@/api/client';

/** Update notification e-mail: where the signed-in administrator's notices go. */
export function NotificationEmailDialog({ current, onClose }: { current: string | null; onClose(): void }) {
  const save = useAdminSave();
  const [email, setEmail] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const value = email.trim();
    if (!EMAIL_PATTERN.test(value)) {
      setError(value ? 'Invalid email format' : 'Email is required');
      return false;
    }
    await save(() => call(API.adminAccounts.notificationEmail, { body: { email: value } }), {
      success: ADMIN_TEXT.notificationEmailUpdated,
      failed: ADMIN_TEXT.updateEmailFailed,
      error: ADMIN_TEXT.updateEmailError,
    });
  };
  return (
    <FormDialog title="Update Notification Email" submitLabel="Save" onClose={onClose} onSubmit={submit}>
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
    </FormDialog>
  );
}
