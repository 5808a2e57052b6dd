import { Stack } from '@mui/material';
import { PageFrame } from '@/app/page-frame';
import { DangerZoneSection } from './danger-zone-section';
import { HidePeopleSection } from './hide-people-section';
import { PrivacySection } from './privacy-section';
import { SecuritySection } from './security-section';

/** /settings: Privacy, Security and Danger Zone (member-app.md section 2, Settings). */
export default function SettingsPage() {
  return (
    <PageFrame title="Settings">
      <Stack sx={{ gap: 3 }}>
        <PrivacySection />
        <HidePeopleSection />
        <SecuritySection />
        <DangerZoneSection />
      </Stack>
    </PageFrame>
  );
}
