import { Stack } from '@mui/material';
import { PageFrame } from '@/app/page-frame';
import { DangerZoneSection } from './danger-zone-section';
import { HidePeopleSection } from './hide-people-section';
import { NotificationsSection } from './notifications-section';
import { PrivacySection } from './privacy-section';
import { SecuritySection } from './security-section';

/** /settings: Privacy, Notifications, Security and Danger Zone (member-app.md section 2, Settings). */
export default function SettingsPage() {
  return (
    <PageFrame title="Settings">
      <Stack sx={{ gap: 3 }}>
        <PrivacySection />
        <NotificationsSection />
        <HidePeopleSection />
        <SecuritySection />
        <DangerZoneSection />
      </Stack>
    </PageFrame>
  );
}
