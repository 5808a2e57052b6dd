import { useState } from 'react';
import { Button, Chip, Stack } from '@mui/material';
import { ADMIN_PREVIEW } from '@quad/contract/constants';
import { REVIEW_ACTIONS, type TPendingAutoFlag, type TPendingProfileFlag } from '@quad/contract';
import { usePendingAutoFlags, usePendingProfileFlags } from '../admin-api';
import { dateTime } from '../admin-format';
import { ActionDialog } from '../components/action-dialog';
import { CollapsibleSection } from '../components/collapsible-section';
import { EmptyState } from '../components/empty-state';
import { Field, QueueItem, QueueList } from '../components/queue-item';
import { isNewAccount, preview, spaced } from '../components/risk';
import { NewBadge, RiskChip } from '../components/risk-chip';
import { useReview } from './use-review';

function Patterns({ patterns }: { patterns: string[] }) {
  if (patterns.length === 0) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }} aria-label="Detected patterns">
      {patterns.map((p) => (
        <Chip key={p} size="small" variant="outlined" label={spaced(p)} />
      ))}
    </Stack>
  );
}

/** Section 3 of the Users tab: messages the screening held for review, highest risk first. */
export function AutoFlagsSection() {
  const { data } = usePendingAutoFlags();
  const [reviewing, setReviewing] = useState<TPendingAutoFlag | null>(null);
  const review = useReview('auto-flag');
  const flags = data?.auto_flags ?? [];
  return (
    <CollapsibleSection name="auto-flags" title="Auto-Flagged Messages" count={data ? flags.length : undefined}>
      {data && flags.length === 0 && <EmptyState>No flagged messages</EmptyState>}
      <QueueList>
        {flags.map((flag) => (
          <QueueItem
            key={flag.id}
            label={`Flagged message from ${flag.sender.username}`}
            title={`${flag.sender.username} → ${flag.recipient.username}`}
            badges={
              <>
                <RiskChip kind="message" score={flag.risk_score} />
                {isNewAccount('message', flag.sender.created_at) && <NewBadge />}
              </>
            }
            actions={
              <Button variant="contained" size="small" onClick={() => setReviewing(flag)}>
                Review
              </Button>
            }
          >
            <Field label="Sender">{flag.sender.username}</Field>
            <Field label="Recipient">{flag.recipient.username}</Field>
            <Field label="Flag reason">{spaced(flag.flag_reason)}</Field>
            <Field label="Message">{preview(flag.message_content, ADMIN_PREVIEW.messageFlagChars)}</Field>
            <Field label="Flagged">{dateTime(flag.created_at)}</Field>
            <Patterns patterns={flag.detected_patterns} />
          </QueueItem>
        ))}
      </QueueList>
      {reviewing && (
        <ActionDialog
          title="Review Auto-Flagged Message"
          username={reviewing.sender.username}
          actions={REVIEW_ACTIONS}
          falsePositive
          suggestion={{ step: reviewing.sender.next_step, strikes: reviewing.sender.strike_count }}
          onClose={() => setReviewing(null)}
          onSubmit={(values) => review(reviewing.id, values)}
        >
          <Field label="Sender">{reviewing.sender.username}</Field>
          <Field label="Recipient">{reviewing.recipient.username}</Field>
          <Field label="Risk score">{reviewing.risk_score}</Field>
          <Field label="Message">{reviewing.message_content}</Field>
        </ActionDialog>
      )}
    </CollapsibleSection>
  );
}

/** Section 4 of the Users tab: profile texts the screening flagged; the update itself went through. */
export function ProfileFlagsSection() {
  const { data } = usePendingProfileFlags();
  const [reviewing, setReviewing] = useState<TPendingProfileFlag | null>(null);
  const review = useReview('profile-flag');
  const flags = data?.profile_flags ?? [];
  return (
    <CollapsibleSection name="profile-flags" title="Auto-Flagged Profiles" count={data ? flags.length : undefined}>
      {data && flags.length === 0 && <EmptyState>No flagged profiles</EmptyState>}
      <QueueList>
        {flags.map((flag) => (
          <QueueItem
            key={flag.id}
            label={`Flagged profile of ${flag.user.username}`}
            title={flag.user.username}
            badges={
              <>
                <RiskChip kind="profile" score={flag.risk_score} />
                {isNewAccount('profile', flag.user.created_at) && <NewBadge />}
              </>
            }
            actions={
              <Button variant="contained" size="small" onClick={() => setReviewing(flag)}>
                Review
              </Button>
            }
          >
            <Field label="Flag reason">{spaced(flag.flag_reason)}</Field>
            <Field label="Flagged fields">{flag.flagged_fields.join(', ') || '—'}</Field>
            <Field label="Profile text">{preview(flag.profile_text, ADMIN_PREVIEW.profileFlagChars)}</Field>
            <Field label="Flagged">{dateTime(flag.created_at)}</Field>
            <Patterns patterns={flag.detected_patterns} />
          </QueueItem>
        ))}
      </QueueList>
      {reviewing && (
        <ActionDialog
          title="Review Auto-Flagged Profile"
          username={reviewing.user.username}
          actions={REVIEW_ACTIONS}
          falsePositive
          suggestion={{ step: reviewing.user.next_step, strikes: reviewing.user.strike_count }}
          onClose={() => setReviewing(null)}
          onSubmit={(values) => review(reviewing.id, values)}
        >
          <Field label="Member">{reviewing.user.username}</Field>
          <Field label="Risk score">{reviewing.risk_score}</Field>
          <Field label="Flagged fields">{reviewing.flagged_fields.join(', ') || '—'}</Field>
          <Field label="Profile text">{reviewing.profile_text}</Field>
        </ActionDialog>
      )}
    </CollapsibleSection>
  );
}
