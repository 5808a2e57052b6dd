import { InboxButton } from '@/features/inbox/inbox-button';
import { AccountEvents } from '@/features/account/account-events';
import { AppealDecisionBanner, SuspensionBanner, WarningBanner } from '@/features/account/member-banners';
import { MessageNotifications } from '@/features/chat/message-notifications';

/**
 * What the frame adds for a signed-in member: live account and message events, and the
 * suspension and warning banners under the top bar. It loads only once someone signs in,
 * so a visitor's first page carries none of it.
 */
export default function MemberShell() {
  return (
    <>
      <AccountEvents />
      <MessageNotifications />
      <InboxButton />
      <SuspensionBanner />
      <WarningBanner />
      <AppealDecisionBanner />
    </>
  );
}
