import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { PROFILE_TEXT } from './profile-texts';

interface DiscardDialogProps {
  open: boolean;
  busy: boolean;
  onKeepEditing(): void;
  onDiscard(): void;
}

export function DiscardDialog({ open, busy, onKeepEditing, onDiscard }: DiscardDialogProps) {
  return (
    <Dialog open={open} onClose={onKeepEditing} maxWidth="xs" fullWidth>
      <DialogTitle>{PROFILE_TEXT.discardTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your unpublished changes, including photos uploaded during this edit, will be lost.
        </DialogContentText>
      </DialogContent>
      {/* On a narrow phone the buttons go one under the other rather than breaking their words. */}
      <DialogActions
        disableSpacing
        sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
      >
        <Button onClick={onKeepEditing} color="inherit">
          {PROFILE_TEXT.keepEditing}
        </Button>
        <Button onClick={onDiscard} color="error" variant="contained" disabled={busy}>
          {PROFILE_TEXT.discardChanges}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
