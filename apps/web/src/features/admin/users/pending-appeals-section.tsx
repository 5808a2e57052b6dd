import { useState } from 'react';
import { Alert, Button, Chip, FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { APPEAL_TEXT_MAX, DUE_PROCESS_MSG, type TAppealDecision, type TPendingAppeal } from '@quad/contract';
import { usePendingAppeals, useRefreshAdminData } from '../admin-api';
import { dateTime } from '../admin-format';
import { ADMIN_TEXT } from '../admin-texts';
import { CollapsibleSection } from '../components/collapsible-section';
import { EmptyState } from '../components/empty-state';
import { FormDialog } from '../components/form-dialog';
import { Field, QueueItem, QueueList } from '../components/queue-item';
import { spaced } from '../components/risk';
import { useAdminToast } from '../use-admin-toast';
import { formatCount } from '@/lib/format';
import { API } from '@quad/contract/routes';
import { call } from '@/api/client';

const ACTION_NAMES = { warn: 'Warning', suspend: 'Suspension' } as const;
const SOURCE_NAMES = { report: 'Report', message_flag: 'Flagged message', profile_flag: 'Flagged profile' } as const;

/** The appealed action, what led to it, and the member's appeal. */
function AppealFacts({ appeal }: { appeal: TPendingAppeal }) {
  const { action, evidence } = appeal;
  return (
    <>
      <Field label="Action">
        {ACTION_NAMES[action.action_type]} on {dateTime(action.issued_at)} by {action.admin?.username ?? 'the system'}
        {action.action_type === 'suspend' &&
          (action.suspended_until ? ` (until ${dateTime(action.suspended_until)})` : ' (indefinite)')}
      </Field>
      {action.reason && <Field label="Reason">{action.reason}</Field>}
      {evidence.source && (
        <Field label="Evidence">
          {[
            SOURCE_NAMES[evidence.source],
            evidence.reporter_username && `by ${evidence.reporter_username}`,
            evidence.report_reason && spaced(evidence.report_reason),
            evidence.flag_reason && spaced(evidence.flag_reason),
            evidence.report_description,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Field>
      )}
      {evidence.content && (
        <Field label={evidence.source === 'profile_flag' ? 'Profile text' : 'Message'}>{evidence.content}</Field>
      )}
      <Field label="Appeal">{appeal.text}</Field>
      <Field label="Filed">{dateTime(appeal.created_at)}</Field>
    </>
  );
}

function DecideDialog({ appeal, onClose }: { appeal: TPendingAppeal; onClose(): void }) {
  const toast = useAdminToast();
  const refresh = useRefreshAdminData();
  const [decision, setDecision] = useState<TAppealDecision | ''>('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** False keeps the dialog open to correct the form. */
  const submit = async (): Promise<boolean> => {
    const problem =
      decision === ''
        ? DUE_PROCESS_MSG.decisionRequired
        : !message.trim()
          ? DUE_PROCESS_MSG.decisionMessageRequired
          : null;
    setError(problem);
    if (problem || decision === '') return false;
    try {
      const answer = await call(API.appeals.review, {
        params: { id: appeal.id },
        body: { decision, message: message.trim() },
      });
      toast.success(answer.msg);
      return true;
    } catch (err) {
      toast.failure(err, { failed: ADMIN_TEXT.actionFailed, error: ADMIN_TEXT.actionFailed }, 'error');
      throw err;
    } finally {
      await refresh();
    }
  };
  return (
    <FormDialog
      title={`Decide Appeal: ${appeal.member.username}`}
      submitLabel={decision === 'overturn' ? 'Overturn' : decision === 'uphold' ? 'Uphold' : 'Decide'}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={submit}
    >
      <Stack sx={{ gap: 2, pt: 0.5 }}>
        <AppealFacts appeal={appeal} />
        <RadioGroup
          aria-label="Decision"
          value={decision}
          onChange={(e) => setDecision(e.target.value as TAppealDecision)}
        >
          <FormControlLabel value="uphold" control={<Radio />} label="Uphold: the decision stands" />
          <FormControlLabel
            value="overturn"
            control={<Radio />}
            label={
              appeal.action.action_type === 'suspend'
                ? 'Overturn: lift the suspension and remove the strike'
                : 'Overturn: clear the warning and remove the strike'
            }
          />
        </RadioGroup>
        <TextField
          label="Message to the member"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          multiline
          minRows={3}
          required
          slotProps={{ htmlInput: { maxLength: APPEAL_TEXT_MAX * 2 } }}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}

/**
 * Section 6 of the Users tab: members' appeals of warnings and suspensions, oldest first.
 * The administrator who took the action cannot decide its appeal (unless the only one).
 */
export function PendingAppealsSection() {
  const { data } = usePendingAppeals();
  const [deciding, setDeciding] = useState<TPendingAppeal | null>(null);
  const appeals = data?.appeals ?? [];
  return (
    <CollapsibleSection name="pending-appeals" title="Pending Appeals" count={data ? appeals.length : undefined}>
      {data && appeals.length === 0 && <EmptyState>No pending appeals</EmptyState>}
      <QueueList>
        {appeals.map((appeal) => (
          <QueueItem
            key={appeal.id}
            label={`Appeal by ${appeal.member.username}`}
            title={appeal.member.username}
            badges={
              <>
                <Chip size="small" color="warning" label={`${ACTION_NAMES[appeal.action.action_type]} appeal`} />
                {appeal.member.strike_count > 0 && (
                  <Chip size="small" variant="outlined" label={formatCount(appeal.member.strike_count, 'strike')} />
                )}
                {appeal.member.is_suspended && <Chip size="small" color="error" label="Suspended" />}
              </>
            }
            actions={
              appeal.can_decide ? (
                <Button variant="contained" size="small" onClick={() => setDeciding(appeal)}>
                  Decide
                </Button>
              ) : (
                <Chip size="small" variant="outlined" label="Your action: another admin decides" />
              )
            }
          >
            <AppealFacts appeal={appeal} />
          </QueueItem>
        ))}
      </QueueList>
      {deciding && <DecideDialog appeal={deciding} onClose={() => setDeciding(null)} />}
    </CollapsibleSection>
  );
}
