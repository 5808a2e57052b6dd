import { useId, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  /** The submit button in the error colour: deleting, blocking. */
  danger?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
  onClose(): void;
  /**
   * Resolves when done (the dialog closes); resolves false when the form needs correcting or
   * rejects when the call failed (it stays open either way, the caller having said why).
   */
  onSubmit(): Promise<unknown>;
}

/**
 * The frame of every admin dialog that sends something: title, content, Cancel and the submit
 * button, both disabled while the call runs, and no closing by the backdrop meanwhile.
 */
export function FormDialog({
  title,
  submitLabel,
  danger,
  maxWidth = 'xs',
  children,
  onClose,
  onSubmit,
}: FormDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      if ((await onSubmit()) !== false) onClose();
    } catch {
      // Already reported by the caller; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color={danger ? 'error' : 'primary'} onClick={() => void submit()} disabled={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
