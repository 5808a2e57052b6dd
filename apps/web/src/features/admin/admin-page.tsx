import { Suspense, useEffect } from 'react';
import { Box, Container, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '@/lib/page-spinner';
import { useSession } from '@/shared/session';
import { local } from '@/lib/storage';
import { ADMIN_STORAGE } from './admin-storage';
import { ADMIN_TAB_SLOTS, parseTab } from './admin-tabs';
import { ADMIN_TEXT } from './admin-texts';
import { EnvironmentBadge } from './environment-badge';
import { useAdminCheck } from './use-admin-check';
import { useAdminToast } from './use-admin-toast';
import { useTabScroll } from './use-tab-scroll';

/** /admin: administrators only; members go to /browse (admin-area.md section 2, "Access"). */
export default function AdminPage() {
  const { user } = useSession();
  const memberOnly = user !== undefined && !user.is_admin;
  const check = useAdminCheck(!memberOnly);
  const toast = useAdminToast();
  const denied = memberOnly || check.isError || (check.data !== undefined && !check.data.is_admin);

  useEffect(() => {
    if (denied) toast.error(ADMIN_TEXT.noAdminAccess);
  }, [denied, toast]);

  if (denied) return <Navigate to="/browse" replace />;
  if (!check.data) return <PageSpinner />;
  return <AdminDashboard adminEmail={check.data.admin_email} />;
}

function AdminDashboard({ adminEmail }: { adminEmail: string | null }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = parseTab(raw ?? local.get(ADMIN_STORAGE.tab));
  useTabScroll(tab, true);

  // The tab shown is the one in the address, so a reload or a shared link shows the same tab.
  useEffect(() => {
    local.set(ADMIN_STORAGE.tab, String(tab));
    if (raw !== String(tab)) setParams((p) => ({ ...Object.fromEntries(p), tab: String(tab) }), { replace: true });
  }, [tab, raw, setParams]);

  const current = ADMIN_TAB_SLOTS[tab]!;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 32 } }}>
          Admin Dashboard
        </Typography>
        <EnvironmentBadge />
        <Box sx={{ flexGrow: 1 }} />
        {adminEmail && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Signed in as {adminEmail}
          </Typography>
        )}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_e, next: number) => setParams({ tab: String(next) })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Admin sections"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {ADMIN_TAB_SLOTS.map((slot, index) =>
          slot ? (
            <Tab
              key={slot.label}
              value={index}
              label={slot.label}
              id={`admin-tab-${index}`}
              aria-controls="admin-panel"
            />
          ) : null,
        )}
      </Tabs>
      <Box role="tabpanel" id="admin-panel" aria-labelledby={`admin-tab-${tab}`}>
        <Suspense fallback={<PageSpinner />}>
          <current.Panel />
        </Suspense>
      </Box>
    </Container>
  );
}
