import { useState } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import { useToast } from '@/shared/toast';
import { downloadMyData } from './your-data-api';
import { SettingsCard } from './settings-card';
import { SETTINGS_TEXT, SETTINGS_TOAST_MS } from './settings-texts';

/** "Download my data": everything Quad holds about the member, as a ZIP, once a day. */
export function YourDataSection() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadMyData();
      toast(SETTINGS_TEXT.exportReady, { severity: 'success', duration: SETTINGS_TOAST_MS });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : SETTINGS_TEXT.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsCard title="Your data">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Download a copy of everything Quad holds about you: your profile, photos, messages, blocks, reports you filed,
        payments, moderation decisions about your account and your settings. One download a day.
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Button variant="outlined" disabled={busy} onClick={() => void download()}>
        {busy ? 'Preparing your data…' : 'Download my data'}
      </Button>
    </SettingsCard>
  );
}
