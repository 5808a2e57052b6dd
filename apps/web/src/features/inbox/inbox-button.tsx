import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Badge, IconButton, Tooltip } from '@mui/material';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import { useOverlayNavigate } from '@/shared/overlay';
import { useSession } from '@/shared/session';
import { useSuspension } from '@/features/account/public';
import { useBrowseSummary } from '@/features/browse/public';
import { useInboxLive } from './inbox-api';

export const INBOX_SLOT_ID = 'top-bar-inbox';

/**
 * The top bar's chat icon on every signed-in page: the unread count, live, and a tap opens
 * the inbox (over the current page). Not shown to a suspended member, who cannot chat.
 */
export function InboxButton() {
  const { user } = useSession();
  const suspension = useSuspension();
  const active = Boolean(user) && !suspension.suspended;
  // The top bar is on the page before the member shell renders.
  const [target] = useState(() => document.getElementById(INBOX_SLOT_ID));
  const summary = useBrowseSummary(active);
  const openOver = useOverlayNavigate();
  useInboxLive();
  if (!target || !active) return null;
  const unread = summary.data?.unread_total ?? 0;
  const label = unread > 0 ? `Messages, ${unread} unread` : 'Messages';
  return createPortal(
    <Tooltip title="Messages">
      <IconButton onClick={() => openOver('/inbox')} aria-label={label} data-testid="inbox-button">
        <Badge
          badgeContent={unread > 0 ? unread : undefined}
          color="primary"
          max={99}
          data-testid="unread-count"
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          <ChatBubbleOutlineRounded />
        </Badge>
      </IconButton>
    </Tooltip>,
    target,
  );
}
