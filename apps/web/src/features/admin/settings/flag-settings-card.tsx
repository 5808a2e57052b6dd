import { useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import type { TAdminSettingsResponse, TFlagKind, TSettingKey, TSettings } from '@quad/contract';
import { adminCall, useFlagStats } from '../admin-api';
import { ADMIN_TEXT } from '../admin-texts';
import { useAdminToast } from '../use-admin-toast';
import { EditableSettingsCard, useStoreSettings } from './editable-settings-card';
import { FlagStatistics } from './flag-statistics';
import { AUTOFLAG_FIELDS, PROFILE_FIELDS } from './setting-fields';

const CARDS = {
  message: {
    title: 'Auto-Flag Detection Settings',
    enabledKey: 'autoflag_enabled',
    enabledLabel: 'Screen messages',
    fields: AUTOFLAG_FIELDS,
    saved: ADMIN_TEXT.autoflagSettingsUpdated,
  },
  profile: {
    title: 'Profile Text Screening Settings',
    enabledKey: 'profile_screening_enabled',
    enabledLabel: 'Screen profile text',
    fields: PROFILE_FIELDS,
    saved: ADMIN_TEXT.profileScreeningUpdated,
  },
} as const;

const putSetting = (key: TSettingKey, value: string) =>
  adminCall.put<TAdminSettingsResponse>('/api/admin/settings', { key, value });

/** Message or profile screening: an on/off switch, the scores (one call per setting), and statistics. */
export function FlagSettingsCard({ kind, settings }: { kind: TFlagKind; settings: TSettings }) {
  const card = CARDS[kind];
  const toast = useAdminToast();
  const store = useStoreSettings();
  const stats = useFlagStats(kind);
  // The switch moves at once and moves back if the server refuses.
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const enabled = optimistic ?? settings[card.enabledKey];

  const toggle = async (next: boolean) => {
    setOptimistic(next);
    try {
      store(await putSetting(card.enabledKey, String(next)));
      toast.success(ADMIN_TEXT.settingUpdated);
    } catch {
      toast.error(ADMIN_TEXT.settingToggleFailed);
    } finally {
      setOptimistic(null);
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
        <FormControlLabel
          sx={{ mb: 2 }}
          control={<Switch checked={enabled} onChange={(e) => void toggle(e.target.checked)} />}
          label={card.enabledLabel}
        />
      }
      footer={stats.data && <FlagStatistics stats={stats.data.stats} />}
    />
  );
}
