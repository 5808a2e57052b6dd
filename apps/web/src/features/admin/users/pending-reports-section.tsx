import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import { REVIEW_ACTIONS, type TPendingReport } from '@quad/contract';
import { usePendingReports } from '../admin-api';
import { dateTime } from '../admin-format';
import { ActionDialog } from '../components/action-dialog';
import { CollapsibleSection } from '../components/collapsible-section';
import { EmptyState } from '../components/empty-state';
import { Field, QueueItem, QueueList } from '../components/queue-item';
import { spaced } from '../components/risk';
import { useReview } from './use-review';
import { formatCount } from '@/lib/format';

/** Section 2 of the Users tab: reports members made, oldest first. */
export function PendingReportsSection() {
  const { data } = usePendingReports();
  const [reviewing, setReviewing] = useState<TPendingReport | null>(null);
  const review = useReview('report');
  const reports = data?.pending_reports ?? [];
  return (
    <CollapsibleSection name="pending-reports" title="Pending Reports" count={data ? reports.length : undefined}>
      {data && reports.length === 0 && <EmptyState>No pending reports</EmptyState>}
      <QueueList>
        {reports.map((report) => (
          <QueueItem
            key={report.id}
            label={`Report about ${report.reported_user.username}`}
            title={report.reported_user.username}
            badges={
              <>
                <Chip size="small" color="warning" label={spaced(report.reason)} />
                {report.reported_user.total_reports > 1 && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={formatCount(report.reported_user.total_reports, 'report')}
                  />
                )}
                {report.reported_user.is_suspended && <Chip size="small" color="error" label="Suspended" />}
              </>
            }
            actions={
              <Button variant="contained" size="small" onClick={() => setReviewing(report)}>
                Review
              </Button>
            }
          >
            <Field label="Reason">{spaced(report.reason)}</Field>
            {report.description && <Field label="Description">{report.description}</Field>}
            <Field label="Reporter">{report.reporter.username}</Field>
            <Field label="Reported user">{report.reported_user.username}</Field>
            <Field label="Date">{dateTime(report.created_at)}</Field>
          </QueueItem>
        ))}
      </QueueList>
      {reviewing && (
        <ActionDialog
          title="Review User Report"
          username={reviewing.reported_user.username}
          actions={REVIEW_ACTIONS}
          suggestion={{ step: reviewing.reported_user.next_step, strikes: reviewing.reported_user.strike_count }}
          onClose={() => setReviewing(null)}
          onSubmit={(values) => review(reviewing.id, values)}
        >
          <Field label="Reported user">{reviewing.reported_user.username}</Field>
          <Field label="Reporter">{reviewing.reporter.username}</Field>
          <Field label="Reason">{spaced(reviewing.reason)}</Field>
          {reviewing.description && <Field label="Description">{reviewing.description}</Field>}
        </ActionDialog>
      )}
    </CollapsibleSection>
  );
}
