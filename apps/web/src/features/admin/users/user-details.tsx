import { Box, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useUserDetails } from '../admin-api';
import { ConversationList } from './conversation-list';
import { DetailBlock, GenderCounts, PhotoStrip, ProfileTextPreview } from './detail-parts';
import { AdminActionHistory, AutoFlagHistory, StrikeHistory } from './history-lists';
import { PaymentHistoryList } from './payment-history-list';

/** The expanded user row: chat figures, profile, photos, payments, conversations and histories. */
export function UserDetails({ userId }: { userId: number }) {
  const { data, isPending } = useUserDetails(userId);
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label="Loading user details" />
      </Box>
    );
  }
  if (!data) return null;
  const { user, stats } = data;
  return (
    <Stack sx={{ gap: 2.5 }} divider={<Divider flexItem />}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        <DetailBlock title="Messages">
          <Stack sx={{ gap: 0.5 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2" color="text.secondary">
                Sent / received
              </Typography>
              <Typography variant="body2">
                {stats.total_messages_sent} / {stats.total_messages_received}
              </Typography>
            </Stack>
            <GenderCounts label="Initiated" counts={stats.initiated} />
            <GenderCounts label="Received" counts={stats.received} />
            <GenderCounts label="Conversations" counts={stats.conversations} />
          </Stack>
        </DetailBlock>
        <DetailBlock title="Profile text">
          <ProfileTextPreview user={user} />
        </DetailBlock>
        <DetailBlock title="Photos">
          <PhotoStrip user={user} />
        </DetailBlock>
      </Box>
      <PaymentHistoryList username={user.username} payments={data.payment_history} />
      <ConversationList username={user.username} conversations={data.conversations} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <AdminActionHistory actions={user.admin_action_history} />
        <AutoFlagHistory messageFlags={user.auto_flag_history} profileFlags={user.profile_flag_history} />
        <StrikeHistory strikes={user.strike_history} />
      </Box>
    </Stack>
  );
}
