import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { FAKE_PROFILES_MAX, FAKE_PROFILES_MIN } from '@quad/contract/constants';
import type { TGenerateFakeProfilesResponse } from '@quad/contract';
import { adminCall, useRefreshAdminData } from '../admin-api';
import { ADMIN_TEXT } from '../admin-texts';
import { useAdminToast } from '../use-admin-toast';

/** 1 to 100, whatever was typed. */
export const clampProfileCount = (raw: string): number => {
  const n = Math.trunc(Number(raw));
  return Number.isFinite(n) ? Math.min(FAKE_PROFILES_MAX, Math.max(FAKE_PROFILES_MIN, n)) : FAKE_PROFILES_MIN;
};

/** Generate test profiles at the administrator's institution, marked as test accounts. */
export function GenerateProfilesDialog({ onClose }: { onClose(): void }) {
  const toast = useAdminToast();
  const refresh = useRefreshAdminData();
  const [count, setCount] = useState('10');
  const [busy, setBusy] = useState(false);
  const generate = async () => {
    setBusy(true);
    try {
      const answer = await adminCall.post<TGenerateFakeProfilesResponse>('/api/admin/generate-fake-profiles', {
        count: clampProfileCount(count),
      });
      toast.success(answer.msg);
      await refresh();
      onClose();
    } catch (err) {
      toast.failure(err, { failed: ADMIN_TEXT.generateProfilesFailed, error: ADMIN_TEXT.generateProfilesError });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="generate-title">
      <DialogTitle id="generate-title">Generate Test Profiles</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Test members with photos at your institution, marked as test accounts and removable together.
        </DialogContentText>
        <TextField
          label="How many"
          type="number"
          value={count}
          onChange={(e) => setCount(e.target.value)}
          onBlur={() => setCount(String(clampProfileCount(count)))}
          helperText={`${FAKE_PROFILES_MIN} to ${FAKE_PROFILES_MAX}`}
          slotProps={{ htmlInput: { min: FAKE_PROFILES_MIN, max: FAKE_PROFILES_MAX } }}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void generate()} disabled={busy}>
          Generate
        </Button>
      </DialogActions>
    </Dialog>
  );
}
