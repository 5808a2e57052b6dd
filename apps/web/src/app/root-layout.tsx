import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';
import { PageSpinner } from '@/lib/page-spinner';
import { Outlet, useLocation, useRoutes, type Location } from 'react-router';
import { usePageViews } from './analytics';
import { STAGING_BANNER_HEIGHT, StagingBanner } from '@/shared/staging-banner';
import { useEnvironment } from '@/shared/environment';
import { Footer } from './footer';
import { backgroundOf } from '@/shared/overlay';
import { pageRoutes } from './routes';
import { ScrollRestoration } from './scroll-restoration';
import { useSession } from '@/shared/session';
import { TopBar } from './top-bar';

const OverlayShell = lazy(() => import('./overlay-shell'));
const MemberShell = lazy(() => import('./member-shell'));

/** The page an overlay was opened over, rendered as if it were still the current page. */
function BackgroundPage({ location }: { location: Location }) {
  return useRoutes(pageRoutes, location);
}

/**
 * The frame of every page. A location carrying a background location is shown as an
 * overlay (z-index 1300, MUI's modal layer) over that background page.
 */
export function RootLayout() {
  const location = useLocation();
  const { environment } = useEnvironment();
  const background = backgroundOf(location);
  const { token } = useSession();
  usePageViews();

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        pt: environment === 'staging' ? `${STAGING_BANNER_HEIGHT}px` : 0,
      }}
    >
      <StagingBanner />
      <ScrollRestoration />
      <TopBar />
      {token && (
        <Suspense fallback={null}>
          <MemberShell />
        </Suspense>
      )}
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<PageSpinner />}>
          {background ? <BackgroundPage location={background} /> : <Outlet />}
        </Suspense>
      </Box>
      <Footer />
      {background && (
        <Suspense fallback={null}>
          <OverlayShell background={background}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </OverlayShell>
        </Suspense>
      )}
    </Box>
  );
}
