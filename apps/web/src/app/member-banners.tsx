import { lazy, Suspense, useState } from 'react';
import { Button, Container } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { MSG } from '@quad/contract/messages';
import { api } from '@/api/client';
import { backgroundOf } from './overlay';
import { meQueryKey, useSession } from './session';
import { SUSPENSION_EXEMPT_PATHS, useSuspension } from './suspension';

// Alerts load only for a member who has one to see.
const NoticeAlert = lazy(() => import('./notice-alert'));

const DEFAULT_WARNING =
  'An administrator has issued a warning about your activity. Please review our Terms of Service.';

export function SuspensionBanner() {
  const location = useLocation();
  const { suspended, reason } = useSuspension();
  const path = (backgroundOf(location) ?? location).pathname;
  if (!suspended || SUSPENSION_EXEMPT_PATHS.includes(path)) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Suspense fallback={null}>
        <NoticeAlert severity="error" title="Account Suspended" variant="filled">
          {reason ?? MSG.accountSuspendedDefault}
        </NoticeAlert>
      </Suspense>
    </Container>
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
      await api('/api/users/me/dismiss-warning', { method: 'POST' });
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
        </NoticeAlert>
      </Suspense>
    </Container>
  );
}
