import { useState } from 'react';
import { DialogContentText, Stack, TextField } from '@mui/material';
import type { TAdminUser } from '@quad/contract';
import { useRefreshAdminData } from '../admin-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useAdminToast } from '../use-admin-toast';
import { API } from '@quad/contract/routes';
import { call } from '@/api/client';

const FAILED = 'The verification was not revoked.';

/** Takes a member's verified badge away; the reason goes into the action history. */
export function RevokeVerificationDialog({ user, onClose }: { user: TAdminUser; onClose(): void }) {
  const [reason, setReason] = useState('');
  const toast = useAdminToast();
  const refresh = useRefreshAdminData();
  const revoke = async () => {
    try {
      const res = await call(API.verificationAdmin.revoke, {
        params: { userId: user.id },
        body: { reason: reason.trim() },
      });
      toast.success(res.msg);
    } catch (err) {
      toast.failure(err, { failed: FAILED, error: FAILED });
      throw err;
    } finally {
      await refresh();
    }
  };
  return (
    <ConfirmDialog title="Revoke Verification" confirmLabel="Revoke" onClose={onClose} onConfirm={revoke}>
      <Stack sx={{ gap: 2 }}>
        <DialogContentText>
          {user.username} loses the verified badge until they pass the selfie check again.
        </DialogContentText>
        <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} required multiline />
      </Stack>
    </ConfirmDialog>
  );
}
