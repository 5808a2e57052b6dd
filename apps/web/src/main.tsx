import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CssBaseline } from '@mui/material';
// The system's provider is what MUI's own does for a theme without CSS variables; MUI's
// ThemeProvider also bundles the CSS-variables provider, which the first page does not need.
import { ThemeProvider } from '@mui/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { EnvironmentProvider } from '@/app/environment';
import { FiltersDrawerProvider } from '@/app/filters-drawer';
import { AppRoutes } from '@/app/router';
import { SessionProvider } from '@/app/session';
import { SocketProvider } from '@/app/socket';
import { theme } from '@/app/theme';
import { ToastProvider } from '@/app/toast';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 15_000 } },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <EnvironmentProvider>
          <SessionProvider>
            <SocketProvider>
              <FiltersDrawerProvider>
                <ToastProvider>
                  <BrowserRouter>
                    <AppRoutes />
                  </BrowserRouter>
                </ToastProvider>
              </FiltersDrawerProvider>
            </SocketProvider>
          </SessionProvider>
        </EnvironmentProvider>
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
