import type { ReactElement, ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import {
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router';
import { EnvironmentProvider } from '@/shared/environment';
import { FiltersDrawerProvider } from '@/features/browse/filters-drawer';
import { SessionProvider } from '@/shared/session';
import { SocketProvider } from '@/shared/socket';
import { theme } from '@/shared/theme';
import { ToastProvider } from '@/shared/toast';

export function Providers({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <EnvironmentProvider>
          <SessionProvider>
            <SocketProvider>
              <FiltersDrawerProvider>
                <ToastProvider>{children}</ToastProvider>
              </FiltersDrawerProvider>
            </SocketProvider>
          </SessionProvider>
        </EnvironmentProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/** Where the memory router is, read by tests as they would read a data router's state. */
export interface RouterProbe {
  readonly state: { location: Location };
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders routes in memory at the given path (or location, with state) with the app's providers.
 * The history is the test's own, so `router.state.location` is where navigation went at once,
 * even while the page it leads to is still loading.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialPath: string | { pathname: string; search?: string; state?: unknown },
): RenderResult & { router: RouterProbe } {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [initialPath], v5Compat: true });
  const router: RouterProbe = {
    get state() {
      return { location: history.location };
    },
  };
  const result = render(
    <Providers>
      <HistoryRouter history={history}>
        <Routes routes={routes} />
      </HistoryRouter>
    </Providers>,
  );
  return { ...result, router };
}

export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(<Providers>{ui}</Providers>);
}
