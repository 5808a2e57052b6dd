import { useState } from 'react';
import { Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotificationSettings, TUpdateNotificationSettingsRequest } from '@quad/contract';
import { useToast } from '@/shared/toast';
import { notificationSettingsKey, notificationsApi } from './notifications-api';
import { NOTIFICATION_TEXT as T } from './notifications-texts';
import { PushSwitch } from './push-switch';
import { SettingsCard } from './settings-card';
import { SETTINGS_TOAST_MS } from './settings-texts';

const DEFAULTS: TNotificationSettings = { previews: false, email_nudges: true, quiet_hours: null };
const QUIET_DEFAULT = { start: '22:00', end: '07:00' };
const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function Help({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      {children}
    </Typography>
  );
}

/** Settings → Notifications: push on this device, previews, the e-mail nudge, quiet hours. */
export function NotificationsSection() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => notificationsApi.get(signal),
  });
  const current = settings.data ?? DEFAULTS;
  // The times as the member edits them; until then, the saved ones (or 22:00–07:00).
  const [draft, setDraft] = useState<typeof QUIET_DEFAULT | null>(null);
  const saved = current.quiet_hours;
  const quiet = draft ?? (saved ? { start: saved.start, end: saved.end } : QUIET_DEFAULT);

  const change = useMutation({
    mutationFn: (body: TUpdateNotificationSettingsRequest) => notificationsApi.update(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationSettingsKey, saved);
      toast(T.updated, { severity: 'success', duration: SETTINGS_TOAST_MS });
    },
    onError: () => toast(T.updateFailed, { severity: 'error', duration: SETTINGS_TOAST_MS }),
  });
  const busy = change.isPending || settings.isPending;
  const quietOn = current.quiet_hours !== null;
  const saveQuiet = (on: boolean) =>
    change.mutate({ quiet_hours: on ? { ...quiet, time_zone: deviceTimeZone() } : null });
  const sameTimes = quiet.start === quiet.end;

  return (
    <SettingsCard title={T.title}>
      <Stack sx={{ gap: 2 }}>
        <PushSwitch />
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={current.previews}
                disabled={busy}
                onChange={(e) => change.mutate({ previews: e.target.checked })}
              />
            }
            label={T.previews}
          />
          <Help>{T.previewsHelp}</Help>
        </Box>
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={current.email_nudges}
                disabled={busy}
                onChange={(e) => change.mutate({ email_nudges: e.target.checked })}
              />
            }
            label={T.email}
          />
          <Help>{T.emailHelp}</Help>
        </Box>
        <Box>
          <FormControlLabel
            control={<Switch checked={quietOn} disabled={busy} onChange={(e) => saveQuiet(e.target.checked)} />}
            label={T.quiet}
          />
          <Help>{T.quietHelp}</Help>
          <Stack direction="row" sx={{ gap: 2, mt: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            {(['start', 'end'] as const).map((key) => (
              <TextField
                key={key}
                type="time"
                label={key === 'start' ? T.from : T.to}
                value={quiet[key]}
                onChange={(e) => setDraft({ ...quiet, [key]: e.target.value })}
                error={sameTimes}
                helperText={key === 'end' && sameTimes ? T.sameTimes : undefined}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ width: 140 }}
              />
            ))}
            <Button variant="outlined" disabled={busy || sameTimes} onClick={() => saveQuiet(true)} sx={{ mt: 1 }}>
              {T.saveQuiet}
            </Button>
          </Stack>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {T.muteHint}
        </Typography>
      </Stack>
    </SettingsCard>
  );
}
