import { useState } from 'react';
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { EMAIL_NUDGE_DELAY_MINUTES_RANGE } from '@quad/contract/notifications';
import type { TSettingKey, TSettings } from '@quad/contract';
import { ADMIN_TEXT } from '../admin-texts';
import { useAdminToast } from '../use-admin-toast';
import { EditableSettingsCard, useStoreSettings } from './editable-settings-card';
import type { SettingField } from './setting-fields';
import { API } from '@quad/contract/routes';
import { call } from '@/api/client';

const DELAY_FIELD: SettingField = {
  key: 'email_nudge_delay_minutes',
  label: 'Send after a message waits unread for',
  kind: 'integer',
  min: EMAIL_NUDGE_DELAY_MINUTES_RANGE.min,
  max: EMAIL_NUDGE_DELAY_MINUTES_RANGE.max,
  suffix: 'minutes',
};

const putSetting = (key: TSettingKey, value: string) => call(API.adminSettings.byKey, { body: { key, value } });

/** The e-mail about unread messages: on or off, and how long a message waits first. */
export function EmailNudgeSettingsCard({ settings }: { settings: TSettings }) {
  const toast = useAdminToast();
  const store = useStoreSettings();
  const [optimistic, setOptimistic] = useState<boolean | undefined>(undefined);
  const enabled = optimistic ?? settings.email_nudge_enabled;

  const toggle = async (next: boolean) => {
    setOptimistic(next);
    try {
      store(await putSetting('email_nudge_enabled', String(next)));
      toast.success(ADMIN_TEXT.settingUpdated);
    } catch {
      toast.error(ADMIN_TEXT.settingToggleFailed);
    } finally {
      setOptimistic(undefined);
    }
  };

  const save = async (values: Record<string, number | string>) => {
    try {
      store(await putSetting('email_nudge_delay_minutes', String(values.email_nudge_delay_minutes)));
      toast.success(ADMIN_TEXT.settingUpdated);
    } catch (err) {
      toast.failure(err, { failed: ADMIN_TEXT.settingsError, error: ADMIN_TEXT.settingsError });
      throw err;
    }
  };

  return (
    <EditableSettingsCard
      title="Message Notification E-mails"
      fields={[DELAY_FIELD]}
      settings={settings}
      onSave={save}
      header={
        <>
          <FormControlLabel
            control={<Switch checked={enabled} onChange={(e) => void toggle(e.target.checked)} />}
            label="E-mail members about unread messages that no push notification reached"
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            At most one e-mail per conversation a day, without the message text. Members can turn it off.
          </Typography>
        </>
      }
    />
  );
}
