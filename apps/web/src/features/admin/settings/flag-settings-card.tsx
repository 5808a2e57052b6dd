import { useState } from 'react';
import { FormControlLabel, Stack, Switch } from '@mui/material';
import type { TAdminSettingsResponse, TFlagKind, TSettingKey, TSettings } from '@quad/contract';
import { useFlagStats } from '../admin-api';
import { ADMIN_TEXT } from '../admin-texts';
import { useAdminToast } from '../use-admin-toast';
import { EditableSettingsCard, useStoreSettings } from './editable-settings-card';
import { FlagStatistics } from './flag-statistics';
import { AUTOFLAG_FIELDS, PROFILE_FIELDS } from './setting-fields';
import { API } from '@quad/contract/routes';
import { call } from '@/api/client';

const CARDS = {
  message: {
    title: 'Auto-Flag Detection Settings',
    enabledKey: 'autoflag_enabled',
    enabledLabel: 'Screen messages',
    /** "Are you sure?" before contact details or a money request is delivered. */
    nudgeKey: 'autoflag_nudge_enabled',
    nudgeLabel: 'Ask senders "Are you sure?" before sending contact details or money requests',
    fields: AUTOFLAG_FIELDS,
    saved: ADMIN_TEXT.autoflagSettingsUpdated,
  },
  profile: {
    title: 'Profile Text Screening Settings',
    enabledKey: 'profile_screening_enabled',
    enabledLabel: 'Screen profile text',
    nudgeKey: null,
    nudgeLabel: null,
    fields: PROFILE_FIELDS,
    saved: ADMIN_TEXT.profileScreeningUpdated,
  },
} as const;

const putSetting = (key: TSettingKey, value: string) => call(API.adminSettings.byKey, { body: { key, value } });

/** Message or profile screening: an on/off switch, the scores (one call per setting), and statistics. */
export function FlagSettingsCard({ kind, settings }: { kind: TFlagKind; settings: TSettings }) {
  const card = CARDS[kind];
  const toast = useAdminToast();
  const store = useStoreSettings();
  const stats = useFlagStats(kind);
  // A switch moves at once and moves back if the server refuses.
  const [optimistic, setOptimistic] = useState<Partial<Record<TSettingKey, boolean>>>({});
  const isOn = (key: TSettingKey) => optimistic[key] ?? settings[key] === true;

  const toggle = async (key: TSettingKey, next: boolean) => {
    setOptimistic((o) => ({ ...o, [key]: next }));
    try {
      store(await putSetting(key, String(next)));
      toast.success(ADMIN_TEXT.settingUpdated);
    } catch {
      toast.error(ADMIN_TEXT.settingToggleFailed);
    } finally {
      setOptimistic((o) => ({ ...o, [key]: undefined }));
    }
  };

  const save = async (values: Partial<Record<TSettingKey, number | string>>) => {
    try {
      let last: TAdminSettingsResponse | null = null;
      for (const [key, value] of Object.entries(values) as [TSettingKey, number | string][]) {
        if (String(settings[key]) !== String(value)) last = await putSetting(key, String(value));
      }
      if (last) store(last);
      toast.success(card.saved);
    } catch (err) {
      toast.failure(err, { failed: ADMIN_TEXT.settingsError, error: ADMIN_TEXT.settingsError });
      throw err;
    }
  };

  return (
    <EditableSettingsCard
      title={card.title}
      fields={card.fields}
      settings={settings}
      onSave={save}
      header={
        <Stack sx={{ mb: 2 }}>
          <FormControlLabel
            control={
              <Switch
                checked={isOn(card.enabledKey)}
                onChange={(e) => void toggle(card.enabledKey, e.target.checked)}
              />
            }
            label={card.enabledLabel}
          />
          {card.nudgeKey && (
            <FormControlLabel
              control={
                <Switch checked={isOn(card.nudgeKey)} onChange={(e) => void toggle(card.nudgeKey, e.target.checked)} />
              }
              label={card.nudgeLabel}
            />
          )}
        </Stack>
      }
      footer={stats.data && <FlagStatistics stats={stats.data.stats} />}
    />
  );
}
