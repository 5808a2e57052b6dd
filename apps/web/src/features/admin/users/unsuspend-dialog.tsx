import { useState } from 'react';
import { DialogContentText, Stack, TextField } from '@mui/material';
import { ADMIN_TEXT } from '../admin-texts';
import { ConfirmDialog } from '../components/confirm-dialog';

/** Confirmation before lifting a suspension, with the note kept in the action history. */
export function UnsuspendDialog(props: { username: string; onClose(): void; onConfirm(notes: string): Promise<void> }) {
  const [notes, setNotes] = useState<string>(ADMIN_TEXT.unsuspendDefaultNote);
  return (
    <ConfirmDialog
      title="Unsuspend User"
      confirmLabel="Unsuspend"
      onClose={props.onClose}
      onConfirm={() => props.onConfirm(notes)}
    >
      <Stack sx={{ gap: 2 }}>
        <DialogContentText>
          {props.username} will be able to browse and send messages again. Their open pages reload.
        </DialogContentText>
        <TextField label="Admin notes" value={notes} onChange={(e) => setNotes(e.target.value)} multiline />
      </Stack>
    </ConfirmDialog>
  );
}
