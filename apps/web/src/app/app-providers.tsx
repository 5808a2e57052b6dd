import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
// The system's provider is what MUI's own does for a theme without CSS variables; MUI's
// ThemeProvider also bundles the CSS-variables provider, which the first page does not need.
import { ThemeProvider } from '@mui/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { EnvironmentProvider } from '@/shared/environment';
import { FiltersDrawerProvider } from '@/features/browse/filters-drawer';
import { SessionProvider } from '@/shared/session';
import { SocketProvider } from '@/shared/socket';
import { theme } from '@/shared/theme';
import { ToastProvider } from '@/shared/toast';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 15_000 } },
  });
}

/**
 * Everything around the routes, shared by the browser and by the build's prerender of the
 * landing page, so that both render the same markup.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
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
