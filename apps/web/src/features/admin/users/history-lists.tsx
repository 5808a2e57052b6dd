import { Box, Chip, Stack, Typography } from '@mui/material';
import type { TAdminAction, TAutoFlagHistoryEntry, TProfileFlagHistoryEntry, TStrike } from '@quad/contract';
import { dateTime } from '../admin-format';
import { ADMIN_TEXT } from '../admin-texts';
import { EmptyState } from '../components/empty-state';
import { Field } from '../components/queue-item';
import { spaced } from '../components/risk';
import { RiskChip } from '../components/risk-chip';
import { DetailBlock } from './detail-parts';

function Entry({ children }: { children: React.ReactNode }) {
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack sx={{ gap: 0.25 }}>{children}</Stack>
    </Box>
  );
}

/** Every admin action on the member, newest first, with its notes read into parts. */
export function AdminActionHistory({ actions }: { actions: TAdminAction[] }) {
  return (
    <DetailBlock title="Admin action history">
      {actions.length === 0 ? (
        <EmptyState>{ADMIN_TEXT.noAdminActions}</EmptyState>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {actions.map((a) => {
            const notes = a.parsed_notes;
            return (
              <Entry key={a.id}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Chip size="small" label={spaced(a.action_type)} />
                  <Typography variant="caption" color="text.secondary">
                    {dateTime(a.timestamp)} by {a.by_system ? 'System' : (a.admin?.username ?? 'a former admin')}
                  </Typography>
                </Stack>
                {a.reason && <Field label="Reason">{a.reason}</Field>}
                {notes.report_context && (
                  <Field label="Report">
                    {[
                      notes.report_context.reporter_username && `by ${notes.report_context.reporter_username}`,
                      notes.report_context.report_reason && spaced(notes.report_context.report_reason),
                      notes.report_context.report_description,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Field>
                )}
                {notes.warning_message && <Field label="Warning">{notes.warning_message}</Field>}
                {notes.suspension_message && <Field label="Suspension message">{notes.suspension_message}</Field>}
                {notes.deletion_message && <Field label="Deletion message">{notes.deletion_message}</Field>}
                {notes.moderation_message && <Field label="Message to member">{notes.moderation_message}</Field>}
                {notes.admin_notes && <Field label="Admin notes">{notes.admin_notes}</Field>}
              </Entry>
            );
          })}
        </Box>
      )}
    </DetailBlock>
  );
}

function ReviewState({ entry }: { entry: TAutoFlagHistoryEntry | TProfileFlagHistoryEntry }) {
  if (entry.status === 'pending') return <Chip size="small" color="warning" variant="outlined" label="Pending" />;
  return (
    <>
      <Chip size="small" variant="outlined" label={spaced(entry.review_action ?? 'reviewed')} />
      {entry.false_positive && <Chip size="small" color="info" variant="outlined" label="False positive" />}
      {entry.reviewed_by && (
        <Typography variant="caption" color="text.secondary">
          by {entry.reviewed_by}
        </Typography>
      )}
    </>
  );
}

/** The member's message flags and profile flags, reviewed or waiting. */
export function AutoFlagHistory(props: {
  messageFlags: TAutoFlagHistoryEntry[];
  profileFlags: TProfileFlagHistoryEntry[];
}) {
  const empty = props.messageFlags.length === 0 && props.profileFlags.length === 0;
  return (
    <DetailBlock title="Auto-flag history">
      {empty ? (
        <EmptyState>{ADMIN_TEXT.noAutoFlags}</EmptyState>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {props.messageFlags.map((f) => (
            <Entry key={`m${f.id}`}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <RiskChip kind="message" score={f.risk_score} />
                <Typography variant="body2">Message to {f.recipient_username}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {dateTime(f.flagged_at)}
                </Typography>
                <ReviewState entry={f} />
              </Stack>
              <Field label="Reason">{spaced(f.flag_reason)}</Field>
              <Field label="Content">{f.message_content}</Field>
            </Entry>
          ))}
          {props.profileFlags.map((f) => (
            <Entry key={`p${f.id}`}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <RiskChip kind="profile" score={f.risk_score} />
                <Typography variant="body2">Profile ({f.flagged_fields.join(', ')})</Typography>
                <Typography variant="caption" color="text.secondary">
                  {dateTime(f.flagged_at)}
                </Typography>
                <ReviewState entry={f} />
              </Stack>
              <Field label="Reason">{spaced(f.flag_reason)}</Field>
            </Entry>
          ))}
        </Box>
      )}
    </DetailBlock>
  );
}

const STRIKE_SOURCES = { report: 'Report', message_flag: 'Flagged message', profile_flag: 'Flagged profile' } as const;

/** The member's strikes, newest first; one overturned on appeal is shown struck out. */
export function StrikeHistory({ strikes }: { strikes: TStrike[] }) {
  const counting = strikes.filter((s) => s.removed_at === null).length;
  return (
    <DetailBlock title={`Strikes (${counting})`}>
      {strikes.length === 0 ? (
        <EmptyState>No strikes</EmptyState>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {strikes.map((s) => (
            <Entry key={s.id}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip size="small" color={s.removed_at ? 'default' : 'error'} label={spaced(s.action_type)} />
                <Typography variant="caption" color="text.secondary">
                  {dateTime(s.created_at)} · {STRIKE_SOURCES[s.source]}
                </Typography>
                {s.removed_at && <Chip size="small" variant="outlined" label="Overturned on appeal" />}
              </Stack>
              <Typography
                variant="body2"
                sx={{ overflowWrap: 'anywhere', textDecoration: s.removed_at ? 'line-through' : undefined }}
              >
                {s.reason}
              </Typography>
            </Entry>
          ))}
        </Box>
      )}
    </DetailBlock>
  );
}
