import { Stack } from '@mui/material';
import { AutoFlagsSection, ProfileFlagsSection } from './flag-sections';
import { PendingPaymentsSection } from './pending-payments-section';
import { PendingReportsSection } from './pending-reports-section';
import { UsersSection } from './users-section';

/** Tab 1: the four review queues, then the users. */
export default function UsersTab() {
  return (
    <Stack sx={{ gap: 2 }}>
      <PendingPaymentsSection />
      <PendingReportsSection />
      <AutoFlagsSection />
      <ProfileFlagsSection />
      <UsersSection />
    </Stack>
  );
}
