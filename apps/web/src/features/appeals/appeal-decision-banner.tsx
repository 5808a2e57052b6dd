import { Alert, AlertTitle, Button, Container } from '@mui/material';
import { useState } from 'react';
import { LOCAL, local } from '@/lib/storage';
import { useMyAppeals } from './appeals-api';

const RECENT_MS = 14 * 24 * 60 * 60_000;

/**
 * The latest decision on the member's appeals, until they dismiss it: after an overturned
 * suspension the page reloads into the full app, and this says why.
 */
export default function AppealDecisionBanner() {
  const { data } = useMyAppeals();
  const [seen, setSeen] = useState(() => Number(local.get(LOCAL.appealDecisionSeen) ?? 0));
  const [openedAt] = useState(() => Date.now());
  const latest = data?.appeals.find(
    (a) => a.status !== 'pending' && a.decided_at && openedAt - Date.parse(a.decided_at) < RECENT_MS,
  );
  if (!latest || latest.id <= seen) return null;
  const accepted = latest.status === 'overturned';
  const what = latest.action_type === 'suspend' ? 'suspension' : 'warning';
  const dismiss = () => {
    local.set(LOCAL.appealDecisionSeen, String(latest.id));
    setSeen(latest.id);
  };
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert
        severity={accepted ? 'success' : 'info'}
        role="status"
        action={
          <Button color="inherit" size="small" onClick={dismiss}>
            Dismiss
          </Button>
        }
      >
        <AlertTitle>{accepted ? 'Your appeal was accepted' : 'Your appeal was reviewed'}</AlertTitle>
        {accepted ? `The ${what} has been reversed.` : `The ${what} stands.`} {latest.decision_message}
      </Alert>
    </Container>
  );
}
