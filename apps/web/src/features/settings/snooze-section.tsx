import { Box, Button, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSnoozeRequest, TSnoozeState } from '@quad/contract';
import { meQueryKey, useSession } from '@/shared/session';
import { useToast } from '@/shared/toast';
import { dateTime } from '@/lib/date-time';
import { snoozeApi } from './snooze-api';
import { SettingsCard } from './settings-card';
import { SETTINGS_TEXT, SETTINGS_TOAST_MS } from './settings-texts';

const LENGTHS: { hours: TSnoozeRequest['hours']; label: string }[] = [
  { hours: 24, label: '24 hours' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '7 days' },
  { hours: null, label: 'Until I turn it off' },
];

export function snoozeLine(state: TSnoozeState | undefined): string {
  if (!state?.snoozed) return 'Not snoozed.';
  if (state.until_turned_off || !state.ends_at) return 'Snoozed until you turn it off.';
  return `Snoozed until ${dateTime(state.ends_at)}.`;
}

/** Snooze: step away for a while without hiding from the people already talking to you. */
export function SnoozeSection() {
  const { user } = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const done = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    toast(message, { severity: 'success', duration: SETTINGS_TOAST_MS });
  };
  const failed = () => toast(SETTINGS_TEXT.updateFailed, { severity: 'error', duration: SETTINGS_TOAST_MS });
  const start = useMutation({
    mutationFn: (hours: TSnoozeRequest['hours']) => snoozeApi.start({ hours }),
    onSuccess: () => done(SETTINGS_TEXT.snoozed),
    onError: failed,
  });
  const end = useMutation({
    mutationFn: snoozeApi.end,
    onSuccess: () => done(SETTINGS_TEXT.snoozeOff),
    onError: failed,
  });
  const state = user?.snooze;
  const busy = start.isPending || end.isPending;
  return (
    <SettingsCard title="Snooze">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Take a break without leaving. While snoozed, people you have not talked to will not find you in Browse, and the
        people you talk to see you as Away. It ends by itself.
      </Typography>
      <Typography sx={{ mb: 2, fontWeight: 600 }} aria-live="polite" data-testid="snooze-state">
        {snoozeLine(state)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }} role="group" aria-label="Snooze for">
        {LENGTHS.map(({ hours, label }) => (
          <Button key={label} variant="outlined" disabled={busy} onClick={() => start.mutate(hours)}>
            {label}
          </Button>
        ))}
        {state?.snoozed && (
          <Button variant="contained" disabled={busy} onClick={() => end.mutate()}>
            Turn off
          </Button>
        )}
      </Box>
    </SettingsCard>
  );
}
