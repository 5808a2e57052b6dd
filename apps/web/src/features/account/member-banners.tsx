import { lazy, Suspense, useState } from 'react';
import { Box, Button, Container } from '@mui/material';
import { dateTime } from '@/lib/date-time';
import { AppealControl, AppealDecisionBanner as AppealDecisionBannerView } from '@/features/appeals/public';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { MSG } from '@quad/contract/messages';
import { call } from '@/api/client';
import { backgroundOf } from '@/shared/overlay';
import { meQueryKey, useSession } from '@/shared/session';
import { SUSPENSION_EXEMPT_PATHS, useSuspension } from './suspension';
import { API } from '@quad/contract/routes';

// Alerts load only for a member who has one to see.
const NoticeAlert = lazy(() => import('./notice-alert'));

const DEFAULT_WARNING =
  'An administrator has issued a warning about your activity. Please review our Terms of Service.';

/** "Until Fri 28 Nov, 14:05" for a timed suspension; an indefinite one says so. */
export const suspensionEnd = (until: string | null): string =>
  until ? `Until ${dateTime(until)}.` : 'Until an administrator lifts it.';

export function SuspensionBanner() {
  const location = useLocation();
  const { user } = useSession();
  const { suspended, reason } = useSuspension();
  const path = (backgroundOf(location) ?? location).pathname;
  if (!suspended || SUSPENSION_EXEMPT_PATHS.includes(path)) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Suspense fallback={null}>
        <NoticeAlert severity="error" title="Account Suspended" variant="filled">
          {reason ?? MSG.accountSuspendedDefault}
          {user && (
            <>
              <Box sx={{ mt: 0.5 }}>{suspensionEnd(user.suspended_until)}</Box>
              <Box sx={{ mt: 1, '&:empty': { display: 'none' } }}>
                <AppealControl kind="suspend" issuedAt={user.suspended_at} reason={user.suspension_reason} />
              </Box>
            </>
          )}
        </NoticeAlert>
      </Suspense>
    </Container>
  );
}

/** The latest decision on the member's appeals (lazy: most members never appeal). */
export function AppealDecisionBanner() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <AppealDecisionBannerView />
    </Suspense>
  );
}

export function WarningBanner() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!user?.has_active_warning) return null;

  const dismiss = async () => {
    setBusy(true);
    try {
      await call(API.account.dismissWarning);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    } catch {
      // Dismiss succeeds only when the server confirms; the banner stays otherwise.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Suspense fallback={null}>
        <NoticeAlert
          severity="warning"
          title="Warning"
          action={
            <Button color="inherit" size="small" onClick={() => void dismiss()} disabled={busy}>
              Dismiss
            </Button>
          }
        >
          {user.warning_message ?? DEFAULT_WARNING}
          <Box sx={{ mt: 1, '&:empty': { display: 'none' } }}>
            <AppealControl kind="warn" issuedAt={user.warning_issued_at} reason={user.warning_message} />
          </Box>
        </NoticeAlert>
      </Suspense>
    </Container>
  );
}
