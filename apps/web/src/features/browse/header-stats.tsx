import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Box, Chip } from '@mui/material';
import type { TBrowseSummary } from '@quad/contract';

/**
 * The online count, placed in the top bar while browse is shown (the unread count is the
 * inbox button's, on every page).
 */
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
    </Box>,
    target,
  );
}
