import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMemberSettings } from '@quad/contract';
import { meQueryKey } from '@/app/session';
import { useToast } from '@/app/toast';
import { settingsApi, settingsKey } from './settings-api';
import { SettingsCard } from './settings-card';
import { SETTINGS_TEXT, SETTINGS_TOAST_MS } from './settings-texts';

const DEFAULTS: TMemberSettings = { profile_visible: true };

/** Profile visibility: switches at once, and switches back if the server refuses. */
export function PrivacySection() {
  const toast = useToast();
  const queryClient = useQueryClient();
  // A failed load keeps the defaults (member-app.md section 8).
  const settings = useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => settingsApi.get(signal) });
  const current = settings.data ?? DEFAULTS;

  const change = useMutation({
    mutationFn: (profileVisible: boolean) => settingsApi.update({ profile_visible: profileVisible }),
    onMutate: async (profileVisible) => {
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const previous = queryClient.getQueryData<TMemberSettings>(settingsKey) ?? current;
      queryClient.setQueryData<TMemberSettings>(settingsKey, { ...previous, profile_visible: profileVisible });
      return { previous };
    },
    onError: (_err, _value, context) => {
      queryClient.setQueryData<TMemberSettings>(settingsKey, context?.previous ?? DEFAULTS);
      toast(SETTINGS_TEXT.updateFailed, { severity: 'error', duration: SETTINGS_TOAST_MS });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<TMemberSettings>(settingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      toast(SETTINGS_TEXT.updated, { severity: 'success', duration: SETTINGS_TOAST_MS });
    },
  });

  return (
    <SettingsCard title="Privacy">
      <FormControlLabel
        control={
          <Switch
            checked={current.profile_visible}
            onChange={(e) => change.mutate(e.target.checked)}
            disabled={change.isPending}
          />
        }
        label="Profile visible"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        When this is off, your profile is hidden from browse. Members you already have a conversation with can still see
        you.
      </Typography>
    </SettingsCard>
  );
}
