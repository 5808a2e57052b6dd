import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Badge, Box, Chip, Tooltip } from '@mui/material';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import type { TBrowseSummary } from '@quad/contract';

/** The online count and unread count, placed in the top bar while browse is shown. */
export function HeaderStats({ summary }: { summary: TBrowseSummary | undefined }) {
  // The top bar is on the page before any page content renders.
  const [target] = useState(() => document.getElementById('top-bar-extras'));
  if (!target || !summary) return null;
  return createPortal(
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 } }}>
      <Chip
        size="small"
        variant="outlined"
        label={`${summary.online_count} online`}
        icon={
          <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main', ml: 1 }} />
        }
        data-testid="online-count"
      />
      <Tooltip title="Unread messages">
        <Badge
          badgeContent={summary.unread_total}
          color="primary"
          max={99}
          showZero={false}
          aria-label={`${summary.unread_total} unread messages`}
          data-testid="unread-count"
        >
          <ChatBubbleOutlineRounded sx={{ color: 'text.secondary' }} />
        </Badge>
      </Tooltip>
    </Box>,
    target,
  );
}
