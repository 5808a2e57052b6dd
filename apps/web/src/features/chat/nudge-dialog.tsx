import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { Held } from './outbox';
import { SAFETY_TEXT } from './chat-texts';

interface NudgeDialogProps {
  /** The message the server held, or null when there is nothing to ask. */
  held: Held | null;
  onEdit(clientId: string): void;
  onSendAnyway(clientId: string): void;
}

/**
 * "Are you sure?": the server held a message with contact details or a money request. Edit
 * is the default (closing the dialog edits too); Send anyway delivers it as written.
 */
export function NudgeDialog({ held, onEdit, onSendAnyway }: NudgeDialogProps) {
  const edit = () => held && onEdit(held.clientId);
  return (
    <Dialog open={held !== null} onClose={edit} fullWidth maxWidth="xs" aria-labelledby="nudge-dialog-title">
      <DialogTitle id="nudge-dialog-title">{SAFETY_TEXT.nudgeTitle}</DialogTitle>
      <DialogContent>
        {held?.reasons.includes('contact') && (
          <DialogContentText sx={{ mb: 1.5 }}>{SAFETY_TEXT.nudgeContact}</DialogContentText>
        )}
        {held?.reasons.includes('financial') && (
          <DialogContentText sx={{ mb: 1.5 }}>{SAFETY_TEXT.nudgeFinancial}</DialogContentText>
        )}
        <DialogContentText>{SAFETY_TEXT.nudgeClosing}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button color="inherit" onClick={() => held && onSendAnyway(held.clientId)}>
          {SAFETY_TEXT.sendAnyway}
        </Button>
        <Button variant="contained" onClick={edit} autoFocus>
          {SAFETY_TEXT.edit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
