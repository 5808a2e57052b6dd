import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { APPEAL_TEXT_MAX, DUE_PROCESS_MSG } from '@quad/contract';
import { call, errorMessage } from '@/api/client';
import { useToast } from '@/shared/toast';
import { myAppealsKey } from './appeals-api';
import { API } from '@quad/contract/routes';

interface AppealDialogProps {
  adminActionId: number;
  /** "suspension" or "warning": what the member is appealing. */
  what: string;
  reason: string | null;
  onClose(): void;
}

/** One appeal per decision: the member explains, another administrator decides. */
export function AppealDialog({ adminActionId, what, reason, onClose }: AppealDialogProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!text.trim()) return setError(DUE_PROCESS_MSG.appealTextRequired);
    setBusy(true);
    setError(null);
    try {
      const answer = await call(API.appeals.file, { body: { admin_action_id: adminActionId, text: text.trim() } });
      await queryClient.invalidateQueries({ queryKey: myAppealsKey });
      toast(answer.msg, { severity: 'success' });
      onClose();
    } catch (err) {
      setError(errorMessage(err, 'Your appeal could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Appeal this {what}</DialogTitle>
      <DialogContent>
        {reason && (
          <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>Reason given: {reason}</DialogContentText>
        )}
        <DialogContentText sx={{ mb: 2 }}>
          Tell us why this decision should be reconsidered. An administrator who did not take it will review your appeal
          and answer you here and by e-mail. You can appeal each decision once.
        </DialogContentText>
        <TextField
          label="Your appeal"
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={4}
          fullWidth
          required
          slotProps={{ htmlInput: { maxLength: APPEAL_TEXT_MAX } }}
          helperText={`${text.length}/${APPEAL_TEXT_MAX}`}
        />
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {busy ? 'Sending...' : 'Send Appeal'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
