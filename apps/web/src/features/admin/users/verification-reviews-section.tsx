import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TReviewDecisionRequest } from '@quad/contract';
import { call } from '@/api/client';
import { adminKeys, useRefreshAdminData } from '../admin-api';
import { dateTime } from '../admin-format';
import { CollapsibleSection } from '../components/collapsible-section';
import { EmptyState } from '../components/empty-state';
import { Field, QueueItem, QueueList } from '../components/queue-item';
import { useAdminToast } from '../use-admin-toast';
import { API } from '@quad/contract/routes';

const reviewsKey = [...adminKeys.all, 'verification-reviews'] as const;

function Pictures({ label, urls }: { label: string; urls: string[] }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        {urls.map((url, i) => (
          <Box
            key={url}
            component="img"
            src={url}
            alt={`${label} ${i + 1}`}
            sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1 }}
          />
        ))}
      </Stack>
    </Box>
  );
}

/** Members whose selfie check failed three times in a day and who asked a person to compare. */
export function VerificationReviewsSection() {
  const toast = useAdminToast();
  const refresh = useRefreshAdminData();
  const { data } = useQuery({
    queryKey: reviewsKey,
    queryFn: ({ signal }) => call(API.verificationAdmin.reviews, { signal }),
  });
  const reviews = data?.reviews ?? [];
  const decide = async (id: number, decision: TReviewDecisionRequest['decision']) => {
    try {
      const res = await call(API.verificationAdmin.decide, { params: { id }, body: { decision } });
      toast.success(res.msg);
    } catch (err) {
      toast.failure(err, { failed: 'The decision was not saved.', error: 'The decision was not saved.' });
    } finally {
      await refresh();
    }
  };
  return (
    <CollapsibleSection name="verification-reviews" title="Selfie Reviews" count={data ? reviews.length : undefined}>
      {data && reviews.length === 0 && <EmptyState>No selfie reviews waiting</EmptyState>}
      <QueueList>
        {reviews.map((review) => (
          <QueueItem
            key={review.id}
            label={`Selfie review of ${review.username}`}
            title={review.username}
            actions={
              <>
                <Button variant="contained" size="small" onClick={() => void decide(review.id, 'approve')}>
                  Verify
                </Button>
                <Button
                  variant="outlined"
                  size="small"
                  color="warning"
                  onClick={() => void decide(review.id, 'reject')}
                >
                  Reject
                </Button>
              </>
            }
          >
            <Pictures label="Selfie" urls={review.frames} />
            <Pictures label="Profile photo" urls={review.photos} />
            <Field label="Asked">{dateTime(review.created_at)}</Field>
            <Field label="Pictures deleted">{dateTime(review.expires_at)}</Field>
          </QueueItem>
        ))}
      </QueueList>
    </CollapsibleSection>
  );
}
