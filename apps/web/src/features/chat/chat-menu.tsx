import { useState } from 'react';
import { IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import BlockRounded from '@mui/icons-material/BlockRounded';
import FlagRounded from '@mui/icons-material/FlagRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import NotificationsOffRounded from '@mui/icons-material/NotificationsOffRounded';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import { useConversationMute } from './use-conversation-mute';
import { CHAT_TEXT } from './chat-texts';

interface ChatMenuProps {
  /** The other member of the conversation. */
  otherId: number;
  blocked: boolean;
  busy: boolean;
  onToggleBlock(): void;
  onReport(): void;
}

/** Mute or unmute the chat's notifications, block or unblock, and report. */
export function ChatMenu({ otherId, blocked, busy, onToggleBlock, onReport }: ChatMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const mute = useConversationMute(otherId);
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
        <MenuItem onClick={pick(mute.toggle)} disabled={mute.busy}>
          <ListItemIcon>
            {mute.muted ? (
              <NotificationsActiveRounded fontSize="small" />
            ) : (
              <NotificationsOffRounded fontSize="small" />
            )}
          </ListItemIcon>
          {mute.muted ? CHAT_TEXT.unmute : CHAT_TEXT.mute}
        </MenuItem>
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
