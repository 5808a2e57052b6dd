import { Alert } from '@mui/material';
import { formatCountdown, incorrectAttemptsNotice } from './wait-time';

/** The Blocked state: actions stay disabled while this counts down (member-app.md section 4). */
export function BlockedAlert({ remainingMs, message }: { remainingMs: number; message?: (time: string) => string }) {
  const text = (message ?? incorrectAttemptsNotice)(formatCountdown(remainingMs));
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2, '& .MuiAlert-message': { fontVariantNumeric: 'tabular-nums' } }}
    >
      {text}
    </Alert>
  );
}
