import { Box, Stack, Typography } from '@mui/material';
import { PageSpinner } from '@/lib/page-spinner';
import { useAdminSettings } from '../admin-api';
import { ADMIN_TEXT } from '../admin-texts';
import { useAdminToast } from '../use-admin-toast';
import { EditableSettingsCard, useStoreSettings } from './editable-settings-card';
import { EmailNudgeSettingsCard } from './email-nudge-settings-card';
import { FlagSettingsCard } from './flag-settings-card';
import { InstitutionsTable } from './institutions-table';
import {
  ACTIVITY_FIELDS,
  COOLDOWN_FIELDS,
  MEDIA_FIELDS,
  MODERATION_FIELDS,
  PAYMENT_FIELDS,
  SECURITY_FIELDS,
  type SettingField,
} from './setting-fields';
import { API } from '@quad/contract/routes';
import { call, type CallOptions } from '@/api/client';

interface GeneralCard {
  title: string;
  fields: SettingField[];
  path: Exclude<keyof typeof API.adminSettings, 'all' | 'byKey'>;
  saved: string;
  failed: string;
}
/** What a card saves: its fields, which are the keys of its endpoint's body. */
type CardValues = CallOptions<(typeof API.adminSettings)[GeneralCard['path']]>['body'];

const GENERAL_CARDS: GeneralCard[] = [
  {
    title: 'Payments',
    fields: PAYMENT_FIELDS,
    path: 'payment',
    saved: ADMIN_TEXT.paymentSettingsUpdated,
    failed: ADMIN_TEXT.paymentSettingsFailed,
  },
  {
    title: 'Account Deletion Settings',
    fields: COOLDOWN_FIELDS,
    path: 'cooldown',
    saved: ADMIN_TEXT.cooldownSettingsUpdated,
    failed: ADMIN_TEXT.cooldownSettingsFailed,
  },
  {
    title: 'Media Settings',
    fields: MEDIA_FIELDS,
    path: 'media',
    saved: ADMIN_TEXT.mediaSettingsUpdated,
    failed: ADMIN_TEXT.mediaSettingsFailed,
  },
  {
    title: 'Security Settings',
    fields: SECURITY_FIELDS,
    path: 'security',
    saved: ADMIN_TEXT.securitySettingsUpdated,
    failed: ADMIN_TEXT.securitySettingsFailed,
  },
  {
    title: 'Activity Settings',
    fields: ACTIVITY_FIELDS,
    path: 'activity',
    saved: ADMIN_TEXT.activitySettingsUpdated,
    failed: ADMIN_TEXT.activitySettingsFailed,
  },
  {
    title: 'Moderation Settings',
    fields: MODERATION_FIELDS,
    path: 'moderation',
    saved: ADMIN_TEXT.moderationSettingsUpdated,
    failed: ADMIN_TEXT.moderationSettingsFailed,
  },
];

/** Tab 3: the institutions, then the seven settings cards. */
export default function SettingsTab() {
  const { data, isPending } = useAdminSettings();
  const toast = useAdminToast();
  const store = useStoreSettings();

  const saveGeneral = (card: GeneralCard) => async (values: Record<string, number | string>) => {
    try {
      const answer = await call(API.adminSettings[card.path], { body: values as CardValues });
      store(answer);
      toast.success(answer.msg || card.saved);
    } catch (err) {
      toast.failure(err, { failed: card.failed, error: ADMIN_TEXT.settingsError });
      throw err;
    }
  };

  return (
    <Stack sx={{ gap: 4 }}>
      <InstitutionsTable />
      <Box component="section" aria-label="Platform settings">
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Settings
        </Typography>
        {isPending && <PageSpinner />}
        {data && (
          <Stack sx={{ gap: 2 }}>
            {GENERAL_CARDS.map((card) => (
              <EditableSettingsCard
                key={card.path}
                title={card.title}
                fields={card.fields}
                settings={data.settings}
                onSave={saveGeneral(card)}
              />
            ))}
            <EmailNudgeSettingsCard settings={data.settings} />
            <FlagSettingsCard kind="message" settings={data.settings} />
            <FlagSettingsCard kind="profile" settings={data.settings} />
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
