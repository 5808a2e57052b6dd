import { useState } from 'react';
import { IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import BlockRounded from '@mui/icons-material/BlockRounded';
import FlagRounded from '@mui/icons-material/FlagRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import { CHAT_TEXT } from './chat-texts';

interface ChatMenuProps {
  blocked: boolean;
  busy: boolean;
  onToggleBlock(): void;
  onReport(): void;
}

/** Block or unblock, and report. */
export function ChatMenu({ blocked, busy, onToggleBlock, onReport }: ChatMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton aria-label="Chat options" aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertRounded />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={pick(onToggleBlock)} disabled={busy}>
          <ListItemIcon>
            <BlockRounded fontSize="small" />
          </ListItemIcon>
          {blocked ? CHAT_TEXT.unblock : CHAT_TEXT.block}
        </MenuItem>
        <MenuItem onClick={pick(onReport)}>
          <ListItemIcon>
            <FlagRounded fontSize="small" color="error" />
          </ListItemIcon>
          {CHAT_TEXT.report}
        </MenuItem>
      </Menu>
    </>
  );
}
