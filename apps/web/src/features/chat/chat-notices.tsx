import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import LockRounded from '@mui/icons-material/LockRounded';
import PersonOffRounded from '@mui/icons-material/PersonOffRounded';
import { Link as RouterLink } from 'react-router';
import { useOverlayNavigate } from '@/shared/overlay';
import { CHAT_TEXT } from './chat-texts';

/** Starting this conversation needs the one-time payment. */
export function PaymentRequired({ username }: { username: string }) {
  const open = useOverlayNavigate();
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2, py: 6, px: 2 }} role="status">
      <LockRounded sx={{ fontSize: 40, color: 'primary.main' }} />
      <Typography sx={{ maxWidth: 360 }}>{CHAT_TEXT.paymentRequired(username)}</Typography>
      <Button variant="contained" onClick={() => open('/payments')}>
        {CHAT_TEXT.goToPayments}
      </Button>
    </Stack>
  );
}

/** The other member takes new conversations from verified members only: why, and where to get verified. */
export function VerifiedRequired({ username }: { username: string }) {
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mx: { xs: 1, sm: 2 }, mb: 1 }}
      action={
        <Button component={RouterLink} to="/profile/verify" color="inherit" size="small">
          Get verified
        </Button>
      }
    >
      {username} only accepts new conversations from verified members.
    </Alert>
  );
}

/** The other member deleted their account. */
export function UserGone() {
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1.5, py: 8, px: 2, flex: 1 }} role="status">
      <PersonOffRounded sx={{ fontSize: 44, color: 'text.secondary' }} />
      <Typography variant="h6" component="p">
        {CHAT_TEXT.userGone}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 360 }}>
        {CHAT_TEXT.userGoneDetail}
      </Typography>
      {/* Never a dead end: back to the people still here, or to the other conversations. */}
      <Stack direction="row" sx={{ gap: 1.5, mt: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to="/browse">
          Back to Browse
        </Button>
        <Button variant="outlined" component={RouterLink} to="/inbox">
          Your messages
        </Button>
      </Stack>
    </Stack>
  );
}

/** The other member is suspended; sending waits for the unsuspension. */
export function UserSuspendedBanner() {
  return (
    <Box sx={{ px: { xs: 1.5, sm: 2 }, pt: 1.5 }}>
      <Alert severity="warning" role="alert">
        <AlertTitle>{CHAT_TEXT.userSuspended}</AlertTitle>
        <Typography variant="body2">{CHAT_TEXT.userSuspendedDetail}</Typography>
        <Typography variant="body2">{CHAT_TEXT.userSuspendedNoSend}</Typography>
      </Alert>
    </Box>
  );
}
