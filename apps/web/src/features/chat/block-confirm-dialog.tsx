import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { CHAT_TEXT } from './chat-texts';

interface BlockConfirmDialogProps {
  username: string | null;
  onCancel(): void;
  onConfirm(): void;
}

/** Asked once before blocking, saying what a block does; unblocking needs no question. */
export function BlockConfirmDialog({ username, onCancel, onConfirm }: BlockConfirmDialogProps) {
  return (
    <Dialog open={username !== null} onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="block-confirm-title">
      <DialogTitle id="block-confirm-title">{username ? CHAT_TEXT.blockConfirmTitle(username) : ''}</DialogTitle>
      <DialogContent>
        <DialogContentText>{CHAT_TEXT.blockConfirmDetail}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onCancel} color="inherit">
          Cancel
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error">
          {CHAT_TEXT.block}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
