import { Stack } from '@mui/material';
import { AutoFlagsSection, ProfileFlagsSection } from './flag-sections';
import { PendingAppealsSection } from './pending-appeals-section';
import { PendingPaymentsSection } from './pending-payments-section';
import { PendingReportsSection } from './pending-reports-section';
import { UsersSection } from './users-section';
import { VerificationReviewsSection } from './verification-reviews-section';

/** Tab 1: the review queues (payments, reports, flags, selfies, appeals), then the users. */
export default function UsersTab() {
  return (
    <Stack sx={{ gap: 2 }}>
      <PendingPaymentsSection />
      <PendingReportsSection />
      <AutoFlagsSection />
      <ProfileFlagsSection />
      <VerificationReviewsSection />
      <PendingAppealsSection />
      <UsersSection />
    </Stack>
  );
}
