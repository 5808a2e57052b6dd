import { Button, Card, Link, Stack, Typography } from '@mui/material';
import AccountCircleRounded from '@mui/icons-material/AccountCircleRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import { useEnvironment } from '@/shared/environment';
import { useOverlayNavigate } from '@/shared/overlay';

const STILL_OPEN = [
  { to: '/profile', label: 'Your profile', hint: 'See and edit what others will see.', Icon: AccountCircleRounded },
  { to: '/settings', label: 'Settings', hint: 'Privacy, password, or delete your account.', Icon: SettingsRounded },
  { to: '/payments', label: 'Payments', hint: 'Your payment status and history.', Icon: PaymentsRounded },
  { to: '/faq', label: 'Help and FAQ', hint: 'How suspensions and reviews work.', Icon: HelpOutlineRounded },
] as const;

/**
 * What a suspended member meets on Browse instead of an empty page: what is paused, what
 * they can still do, and how to reach support.
 */
export function SuspendedNotice() {
  const open = useOverlayNavigate();
  const { support_email: supportEmail } = useEnvironment();
  return (
    <Stack sx={{ gap: 2, maxWidth: 640, mt: 1 }} data-testid="suspended-notice">
      <Typography color="text.secondary">
        While your account is suspended, you can’t browse members or send messages, and other members can’t see you.
        Everything else stays yours:
      </Typography>
      <Stack component="ul" sx={{ gap: 1, p: 0, m: 0, listStyle: 'none' }}>
        {STILL_OPEN.map(({ to, label, hint, Icon }) => (
          <li key={to}>
            <Card variant="outlined">
              <Button
                onClick={() => open(to)}
                fullWidth
                color="inherit"
                startIcon={<Icon />}
                sx={{ justifyContent: 'flex-start', textAlign: 'left', borderRadius: 3, px: 2, py: 1.25 }}
              >
                <span>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                    {label}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {hint}
                  </Typography>
                </span>
              </Button>
            </Card>
          </li>
        ))}
      </Stack>
      <Typography color="text.secondary">
        Think this is a mistake? Press Appeal on the banner above: an administrator who did not suspend you will review
        it. You can also write to{' '}
        <Link href={`mailto:${supportEmail}`} underline="always" sx={{ overflowWrap: 'anywhere' }}>
          {supportEmail}
        </Link>{' '}
        from your institutional e-mail and tell us your username.
      </Typography>
    </Stack>
  );
}
