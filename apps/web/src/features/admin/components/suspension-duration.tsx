import { Alert, Button } from '@mui/material';
import { describeDuration, SUSPENSION_DURATION_CHOICES_HOURS, type TLadderStep } from '@quad/contract';

/** The suspend dialog's choices: 24 hours, 3 days, 7 days, 30 days (and Indefinite). */
export const DURATION_OPTIONS: readonly number[] = SUSPENSION_DURATION_CHOICES_HOURS;

/** "24 hours", "7 days"… with a capital first letter for a menu. */
export const durationLabel = (hours: number | null): string => {
  const text = describeDuration(hours);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** "Warning" or "Suspend for 7 days": one step of the strike ladder. */
export const stepLabel = (step: TLadderStep): string =>
  step.action === 'warn'
    ? 'Warning'
    : step.duration_hours === null
      ? 'Suspend indefinitely'
      : `Suspend for ${describeDuration(step.duration_hours)}`;

/** The ladder's suggestion for this member's next strike; one click chooses it. */
export function LadderSuggestion({ step, strikes, onApply }: { step: TLadderStep; strikes: number; onApply(): void }) {
  return (
    <Alert
      severity="info"
      role="note"
      action={
        <Button color="inherit" size="small" onClick={onApply}>
          Use
        </Button>
      }
    >
      {strikes === 0 ? 'No strikes yet.' : `${strikes} ${strikes === 1 ? 'strike' : 'strikes'} on record.`} Suggested
      next step: <strong>{stepLabel(step)}</strong>
    </Alert>
  );
}
