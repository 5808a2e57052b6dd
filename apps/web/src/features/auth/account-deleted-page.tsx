import { useState } from 'react';
import { Button, Link, Stack, Typography } from '@mui/material';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { Link as RouterLink, useLocation } from 'react-router';
import { MSG } from '@quad/contract/messages';
import { useEnvironment } from '@/shared/environment';
import { AuthCard } from './auth-card';
import { readDeletedState, returnSentence } from './deletion-return';

/** The deletion notice: deletion type, message and return date come from navigation state. */
export default function AccountDeletedPage() {
  const location = useLocation();
  const { support_email: supportEmail } = useEnvironment();
  const deleted = readDeletedState(location.state);
  const [now] = useState(() => Date.now());
  const byAdmin = deleted.deletion_type === 'admin_deleted';

  return (
    <AuthCard
      title={byAdmin ? 'Account Permanently Deleted' : 'Account Deleted'}
      icon={<PersonOffOutlined color="error" sx={{ fontSize: 48 }} />}
    >
      <Stack spacing={2} sx={{ textAlign: 'center' }}>
        {byAdmin ? (
          <Typography>{deleted.deletion_message || MSG.adminDeletionDefault}</Typography>
        ) : (
          <>
            <Typography>{MSG.userRequestedDeletion}</Typography>
            <Typography color="text.secondary">{returnSentence(deleted.can_return_after, now)}</Typography>
          </>
        )}
        <Typography variant="body2" color="text.secondary">
          If you have questions, contact support at{' '}
          <Link href={`mailto:${supportEmail}`} sx={{ overflowWrap: 'anywhere' }}>
            {supportEmail}
          </Link>
          .
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ mt: 1 }}>
          Go to Homepage
        </Button>
      </Stack>
    </AuthCard>
  );
}
