import { useState } from 'react';
import { DialogContentText, TextField } from '@mui/material';
import { FAKE_PROFILES_MAX, FAKE_PROFILES_MIN } from '@quad/contract/constants';
import { ADMIN_TEXT } from '../admin-texts';
import { FormDialog } from '../components/form-dialog';
import { useAdminSave } from '../use-admin-save';
import { API } from '@quad/contract/routes';
import { call } from '@/api/client';

/** 1 to 100, whatever was typed. */
export const clampProfileCount = (raw: string): number => {
  const n = Math.trunc(Number(raw));
  return Number.isFinite(n) ? Math.min(FAKE_PROFILES_MAX, Math.max(FAKE_PROFILES_MIN, n)) : FAKE_PROFILES_MIN;
};

/** Generate test profiles at the administrator's institution, marked as test accounts. */
export function GenerateProfilesDialog({ onClose }: { onClose(): void }) {
  const save = useAdminSave();
  const [count, setCount] = useState('10');
  const generate = () =>
    save(() => call(API.fakeProfiles.generate, { body: { count: clampProfileCount(count) } }), {
      failed: ADMIN_TEXT.generateProfilesFailed,
      error: ADMIN_TEXT.generateProfilesError,
    });
  return (
    <FormDialog title="Generate Test Profiles" submitLabel="Generate" onClose={onClose} onSubmit={generate}>
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
    </FormDialog>
  );
}
