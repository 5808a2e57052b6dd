import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import type { TMemberAppeal } from '@quad/contract';
import { AppealDialog } from './appeal-dialog';
import { useMyAppeals } from './appeals-api';

const STATE_LABELS: Record<TMemberAppeal['status'], string> = {
  pending: 'Appeal under review',
  upheld: 'Appeal not accepted',
  overturned: 'Appeal accepted',
};

interface AppealControlProps {
  kind: 'suspend' | 'warn';
  /** When the decision shown in the banner was taken: it names the action to appeal. */
  issuedAt: string | null;
  reason: string | null;
}

/**
 * The banner's Appeal button, or the state of the appeal once sent. Nothing when the
 * decision can no longer be appealed (older than the appeal window).
 */
export default function AppealControl({ kind, issuedAt, reason }: AppealControlProps) {
  const { data } = useMyAppeals();
  const [open, setOpen] = useState(false);
  if (!data || !issuedAt) return null;
  const same = (type: string, at: string) => type === kind && Date.parse(at) === Date.parse(issuedAt);
  const sent = data.appeals.find((a) => same(a.action_type, a.action_issued_at));
  if (sent) {
    return (
      <Chip
        size="small"
        label={STATE_LABELS[sent.status]}
        sx={{ bgcolor: 'rgba(255,255,255,0.9)', color: '#1a1a1a', fontWeight: 600 }}
        data-testid="appeal-state"
      />
    );
  }
  const open_ = data.appealable.find((a) => same(a.action_type, a.issued_at));
  if (!open_) return null;
  return (
    <>
      <Button color="inherit" size="small" variant="outlined" onClick={() => setOpen(true)}>
        Appeal
      </Button>
      {open && (
        <AppealDialog
          adminActionId={open_.admin_action_id}
          what={kind === 'suspend' ? 'suspension' : 'warning'}
          reason={reason}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
