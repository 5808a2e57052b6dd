import type { ReactNode } from 'react';
import { DialogContentText } from '@mui/material';
import { FormDialog } from './form-dialog';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onClose(): void;
  /** Resolves when done (the dialog closes), rejects to keep it open. */
  onConfirm(): Promise<void>;
}

/** "Are you sure?" before deleting an admin or an institution, unsuspending, unblocking. */
export function ConfirmDialog({ title, children, confirmLabel, danger, onClose, onConfirm }: ConfirmDialogProps) {
  return (
    <FormDialog title={title} submitLabel={confirmLabel} danger={danger} onClose={onClose} onSubmit={onConfirm}>
      {typeof children === 'string' ? <DialogContentText>{children}</DialogContentText> : children}
    </FormDialog>
  );
}
