import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMemberSettings } from '@quad/contract';
import { meQueryKey } from '@/shared/session';
import { useToast } from '@/shared/toast';
import { settingsApi, settingsKey } from './settings-api';
import { SettingsCard } from './settings-card';
import { SETTINGS_TEXT, SETTINGS_TOAST_MS } from './settings-texts';

const DEFAULTS: TMemberSettings = {
  profile_visible: true,
  share_read_receipts: true,
  share_typing: true,
  verified_only_contact: false,
};
type Key = keyof TMemberSettings;

const SWITCHES: { key: Key; label: string; help: string }[] = [
  {
    key: 'profile_visible',
    label: 'Profile visible',
    help: 'When this is off, your profile is hidden from browse. Members you already have a conversation with can still see you.',
  },
  {
    key: 'share_read_receipts',
    label: 'Read receipts',
    help: 'When this is off, nobody sees when you read their messages, and you see no read receipts from others. Delivered still shows.',
  },
  {
    key: 'share_typing',
    label: 'Typing indicator',
    help: 'When this is off, nobody sees when you are typing, and you do not see others typing.',
  },
  {
    key: 'verified_only_contact',
    label: 'Only verified members may start a conversation with me',
    help: 'Members without the verified badge are told to get verified before they can write to you first. Conversations you already have go on.',
  },
];

/** Privacy switches: each switches at once, and switches back if the server refuses. */
export function PrivacySection() {
  const toast = useToast();
  const queryClient = useQueryClient();
  // A failed load keeps the defaults (member-app.md section 8).
  const settings = useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => settingsApi.get(signal) });
  const current = { ...DEFAULTS, ...settings.data };

  const change = useMutation({
    mutationFn: ({ key, value }: { key: Key; value: boolean }) => settingsApi.update({ [key]: value }),
    onMutate: async ({ key, value }) => {
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const previous = queryClient.getQueryData<TMemberSettings>(settingsKey) ?? current;
      queryClient.setQueryData<TMemberSettings>(settingsKey, { ...previous, [key]: value });
      return { previous };
    },
    onError: (_err, _value, context) => {
      queryClient.setQueryData<TMemberSettings>(settingsKey, context?.previous ?? DEFAULTS);
      toast(SETTINGS_TEXT.updateFailed, { severity: 'error', duration: SETTINGS_TOAST_MS });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<TMemberSettings>(settingsKey, { ...DEFAULTS, ...saved });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      toast(SETTINGS_TEXT.updated, { severity: 'success', duration: SETTINGS_TOAST_MS });
    },
  });

  return (
    <SettingsCard title="Privacy">
      {SWITCHES.map(({ key, label, help }) => (
        <Box key={key} sx={{ '& + &': { mt: 2 } }}>
          <FormControlLabel
            control={
              <Switch
                checked={current[key]}
                onChange={(e) => change.mutate({ key, value: e.target.checked })}
                disabled={change.isPending}
              />
            }
            label={label}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {help}
          </Typography>
        </Box>
      ))}
    </SettingsCard>
  );
}
