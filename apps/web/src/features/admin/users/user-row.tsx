import { useState } from 'react';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, Chip, Collapse, IconButton, Paper, Stack, Typography } from '@mui/material';
import type { TAdminUser } from '@quad/contract';
import { ADMIN_GENDER_LABELS, day, dateTime } from '../admin-format';
import { ActionDialog } from '../components/action-dialog';
import { ManagePaymentDialog } from './manage-payment-dialog';
import { RevokeVerificationDialog } from './revoke-verification-dialog';
import { UnsuspendDialog } from './unsuspend-dialog';
import { useUserActions } from './use-user-actions';
import { UserDetails } from './user-details';
import { formatCount } from '@/lib/format';
import { VerifiedBadge } from '@/lib/verified-badge';

const USER_ACTIONS = ['warn', 'suspend', 'delete'] as const;

function StatusChips({ user }: { user: TAdminUser }) {
  return (
    <>
      {user.is_admin && <Chip size="small" color="secondary" label="Admin" />}
      {user.is_test_account && <Chip size="small" color="info" variant="outlined" label="Test account" />}
      <Chip size="small" color={user.is_paid ? 'success' : 'default'} label={user.is_paid ? 'Paid' : 'Unpaid'} />
      {user.is_under_payment_review && <Chip size="small" color="warning" variant="outlined" label="Payment review" />}
      {user.is_suspended && <Chip size="small" color="error" label="Suspended" />}
      {user.has_active_warning && <Chip size="small" color="warning" label="Warned" />}
      {user.total_reports > 0 && (
        <Chip size="small" variant="outlined" color="warning" label={formatCount(user.total_reports, 'report')} />
      )}
      {user.strike_count > 0 && (
        <Chip size="small" variant="outlined" color="error" label={formatCount(user.strike_count, 'strike')} />
      )}
      {!user.email_verified && <Chip size="small" variant="outlined" label="Unverified" />}
    </>
  );
}

type Open = 'action' | 'unsuspend' | 'payment' | 'revoke' | null;

/** One user of the Users section; expands into the details of admin-area.md section 2. */
export function UserRow({ user, expanded, onToggle }: { user: TAdminUser; expanded: boolean; onToggle(): void }) {
  const [open, setOpen] = useState<Open>(null);
  const { act, unsuspend } = useUserActions(user.id);
  const detailsId = `user-details-${user.id}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`User ${user.username}`}
      sx={{ listStyle: 'none', overflow: 'hidden' }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ p: { xs: 1.5, sm: 2 }, gap: 1.5, alignItems: { md: 'center' } }}
      >
        <Stack sx={{ flex: 1, minWidth: 0, gap: 0.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {user.username}
              {user.is_verified && <VerifiedBadge />}
            </Typography>
            <StatusChips user={user} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email ?? '—'} · {user.institution.name_abbreviated} · {ADMIN_GENDER_LABELS[user.gender]}, {user.age}
          </Typography>
          {user.is_suspended && user.suspension_reason && (
            <Typography variant="body2" color="error.main" sx={{ overflowWrap: 'anywhere' }}>
              Suspended: {user.suspension_reason}
              {user.suspended_until ? ` (until ${dateTime(user.suspended_until)})` : ' (indefinite)'}
            </Typography>
          )}
          {user.has_active_warning && user.warning_message && (
            <Typography variant="body2" color="warning.main" sx={{ overflowWrap: 'anywhere' }}>
              Warned: {user.warning_message}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            Joined {day(user.created_at)} ({user.account_age_days} days) · Last active {dateTime(user.last_activity_at)}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {!user.is_admin && (
            <>
              <Button size="small" variant="outlined" color="warning" onClick={() => setOpen('action')}>
                Take Action
              </Button>
              {user.is_suspended && (
                <Button size="small" variant="outlined" onClick={() => setOpen('unsuspend')}>
                  Unsuspend
                </Button>
              )}
              <Button size="small" variant="outlined" onClick={() => setOpen('payment')}>
                Manage Payment
              </Button>
              {user.is_verified && (
                <Button size="small" variant="outlined" color="warning" onClick={() => setOpen('revoke')}>
                  Revoke Verification
                </Button>
              )}
            </>
          )}
          <IconButton
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-label={expanded ? `Hide details of ${user.username}` : `Show details of ${user.username}`}
          >
            {expanded ? <ExpandLess /> : <ExpandMore />}
          </IconButton>
        </Stack>
      </Stack>
      <Collapse in={expanded} unmountOnExit>
        <Box id={detailsId} sx={{ px: { xs: 1.5, sm: 2 }, pb: 2, pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <UserDetails userId={user.id} />
        </Box>
      </Collapse>
      {open === 'action' && (
        <ActionDialog
          title={`User Action: ${user.username}`}
          username={user.username}
          actions={USER_ACTIONS}
          onClose={() => setOpen(null)}
          onSubmit={act}
        />
      )}
      {open === 'unsuspend' && (
        <UnsuspendDialog username={user.username} onClose={() => setOpen(null)} onConfirm={unsuspend} />
      )}
      {open === 'payment' && <ManagePaymentDialog user={user} onClose={() => setOpen(null)} />}
      {open === 'revoke' && <RevokeVerificationDialog user={user} onClose={() => setOpen(null)} />}
    </Paper>
  );
}
