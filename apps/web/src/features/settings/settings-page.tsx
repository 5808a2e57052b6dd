import { Stack } from '@mui/material';
import { PageFrame } from '@/shared/page-frame';
import { DangerZoneSection } from './danger-zone-section';
import { HidePeopleSection } from './hide-people-section';
import { NotificationsSection } from './notifications-section';
import { PrivacySection } from './privacy-section';
import { SecuritySection } from './security-section';
import { SnoozeSection } from './snooze-section';
import { YourDataSection } from './your-data-section';

/** /settings: Privacy, Notifications, Hide, Snooze, Your data, Security and Danger Zone (member-app.md section 2, Settings). */
export default function SettingsPage() {
  return (
    <PageFrame title="Settings">
      <Stack sx={{ gap: 3 }}>
        <PrivacySection />
        <NotificationsSection />
        <HidePeopleSection />
        <SnoozeSection />
        <YourDataSection />
        <SecuritySection />
        <DangerZoneSection />
      </Stack>
    </PageFrame>
  );
}
