import { useEffect, useState } from 'react';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useToast } from '@/shared/toast';
import { NOTIFICATION_TEXT as T } from './notifications-texts';
import { disablePush, enablePush, syncPush, type PushState } from './push-device';
import { SETTINGS_TOAST_MS } from './settings-texts';

/** Push on this device: permission is asked only when the member turns it on. */
export function PushSwitch() {
  const toast = useToast();
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void syncPush()
      .catch(() => 'off' as const)
      .then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      setState(on ? await enablePush() : await disablePush());
    } catch {
      toast(T.pushFailed, { severity: 'error', duration: SETTINGS_TOAST_MS });
    } finally {
      setBusy(false);
    }
  };

  const help = state === 'unsupported' ? T.pushUnsupported : state === 'denied' ? T.pushDenied : T.pushHelp;
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={state === 'on'}
            disabled={busy || state === 'loading' || state === 'unsupported' || state === 'denied'}
            onChange={(e) => void toggle(e.target.checked)}
          />
        }
        label={T.push}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {help}
      </Typography>
    </Box>
  );
}
