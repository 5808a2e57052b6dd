import { useState, type SyntheticEvent } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { PasswordField } from '@/lib/password-field';
import { MSG, PASSWORD_MIN } from '@quad/contract';
import { errorMessage } from '@/api/client';
import { useToast } from '@/shared/toast';
import { settingsApi } from './settings-api';
import { SettingsCard } from './settings-card';
import { SETTINGS_TEXT, SETTINGS_TOAST_MS } from './settings-texts';

const EMPTY = { current: '', next: '', confirm: '' };

/** Change password (member-app.md section 5: the new one twice, at least 8 characters). */
export function SecuritySection() {
  const toast = useToast();
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<{ field: 'next' | 'confirm'; msg: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setProblem(null);
  };

  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    if (form.next !== form.confirm) return setProblem({ field: 'confirm', msg: MSG.newPasswordsDoNotMatch });
    if (form.next.length < PASSWORD_MIN) return setProblem({ field: 'next', msg: MSG.passwordTooShort });
    setSubmitting(true);
    try {
      await settingsApi.changePassword({ current_password: form.current, new_password: form.next });
      setForm(EMPTY);
      toast(SETTINGS_TEXT.passwordChanged, { severity: 'success', duration: SETTINGS_TOAST_MS });
    } catch (err) {
      toast(errorMessage(err, SETTINGS_TEXT.passwordFailed), { severity: 'error', duration: SETTINGS_TOAST_MS });
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <PasswordField
      noun={label.toLowerCase()}
      label={label}
      value={form[name]}
      onChange={(e) => set(name)(e.target.value)}
      autoComplete={autoComplete}
      error={problem?.field === name}
      helperText={problem?.field === name ? problem.msg : undefined}
      fullWidth
    />
  );

  return (
    <SettingsCard title="Security">
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
        Change password
      </Typography>
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2, maxWidth: 420 }}
        aria-label="Change password"
      >
        {field('current', 'Current Password', 'current-password')}
        {field('next', 'New Password', 'new-password')}
        {field('confirm', 'Confirm New Password', 'new-password')}
        <Box>
          <Button type="submit" variant="contained" disabled={!form.current || !form.next || submitting}>
            {submitting ? 'Changing…' : 'Change Password'}
          </Button>
        </Box>
      </Box>
    </SettingsCard>
  );
}
