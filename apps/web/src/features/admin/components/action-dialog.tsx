import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import type { TLadderStep, TReviewAction } from '@quad/contract';
import { ADMIN_TEXT } from '../admin-texts';
import { ACTION_LABELS, actionError, MESSAGE_LABELS } from './action-validation';
import { DURATION_OPTIONS, durationLabel, LadderSuggestion } from './suspension-duration';

export interface ActionValues {
  action: TReviewAction;
  message: string;
  admin_notes: string;
  false_positive: boolean;
  /** For a suspension: hours until it ends by itself; null is indefinite. */
  duration_hours: number | null;
}

interface ActionDialogProps {
  title: string;
  /** The member the action would fall on; their exact username confirms it. */
  username: string;
  actions: readonly TReviewAction[];
  initialAction?: TReviewAction;
  /** Offer the "false positive" mark (auto-flag reviews). */
  falsePositive?: boolean;
  /** What is being reviewed, shown above the choices. */
  children?: ReactNode;
  /** The strike ladder's next step for this member: preselected, the administrator still decides. */
  suggestion?: { step: TLadderStep; strikes: number };
  onClose(): void;
  /** Resolves when done (the dialog closes), rejects to keep it open. */
  onSubmit(values: ActionValues): Promise<void>;
}

/** Review and user-action dialogs: choose an action, write the message, confirm with the username. */
export function ActionDialog(props: ActionDialogProps) {
  const { title, username, actions, initialAction, falsePositive, children, suggestion, onClose, onSubmit } = props;
  const [action, setAction] = useState<TReviewAction | ''>(initialAction ?? '');
  const [duration, setDuration] = useState<number | null>(suggestion?.step.duration_hours ?? null);
  const [message, setMessage] = useState(initialAction === 'delete' ? ADMIN_TEXT.deleteUserDefaultReason : '');
  const [notes, setNotes] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isFalsePositive, setFalsePositive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsConfirmation = action !== '' && action !== 'dismiss';

  const choose = (next: TReviewAction) => {
    setAction(next);
    setError(null);
    if (next === 'delete' && !message.trim()) setMessage(ADMIN_TEXT.deleteUserDefaultReason);
    if (next !== 'delete' && message === ADMIN_TEXT.deleteUserDefaultReason) setMessage('');
  };

  const submit = async () => {
    const problem = actionError({ action, message, confirmation }, username);
    setError(problem);
    if (problem || action === '') return;
    setBusy(true);
    try {
      await onSubmit({
        action,
        message: message.trim(),
        admin_notes: notes.trim(),
        false_positive: isFalsePositive,
        duration_hours: action === 'suspend' ? duration : null,
      });
      onClose();
    } catch {
      // The caller has said what went wrong; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="action-dialog-title">
      <DialogTitle id="action-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 0.5 }}>
          {children}
          {suggestion && (
            <LadderSuggestion
              step={suggestion.step}
              strikes={suggestion.strikes}
              onApply={() => {
                choose(suggestion.step.action);
                setDuration(suggestion.step.duration_hours);
              }}
            />
          )}
          <FormControl>
            <FormLabel id="action-choice">Action</FormLabel>
            <RadioGroup
              aria-labelledby="action-choice"
              value={action}
              onChange={(e) => choose(e.target.value as TReviewAction)}
            >
              {actions.map((a) => (
                <FormControlLabel key={a} value={a} control={<Radio />} label={ACTION_LABELS[a]} />
              ))}
            </RadioGroup>
          </FormControl>
          {action !== '' && (
            <TextField
              label={MESSAGE_LABELS[action]}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              multiline
              minRows={2}
              required={action === 'suspend'}
            />
          )}
          {action === 'suspend' && (
            <TextField
              select
              label="Duration"
              value={duration === null ? 'indefinite' : String(duration)}
              onChange={(e) => setDuration(e.target.value === 'indefinite' ? null : Number(e.target.value))}
              helperText={
                duration === null ? 'Until an administrator lifts it' : 'Ends by itself, like an unsuspension'
              }
            >
              {[
                ...DURATION_OPTIONS,
                ...(duration !== null && !DURATION_OPTIONS.includes(duration) ? [duration] : []),
              ].map((hours) => (
                <MenuItem key={hours} value={String(hours)}>
                  {durationLabel(hours)}
                </MenuItem>
              ))}
              <MenuItem value="indefinite">Indefinite</MenuItem>
            </TextField>
          )}
          <TextField
            label="Admin notes (private)"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            multiline
            minRows={2}
          />
          {falsePositive && (
            <FormControlLabel
              control={<Checkbox checked={isFalsePositive} onChange={(e) => setFalsePositive(e.target.checked)} />}
              label="Mark as false positive"
            />
          )}
          {needsConfirmation && (
            <TextField
              label={`Type ${username} to confirm`}
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
              autoComplete="off"
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={action === 'delete' || action === 'suspend' ? 'error' : 'primary'}
          onClick={() => void submit()}
          disabled={busy}
        >
          {action === '' ? 'Submit' : ACTION_LABELS[action]}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
