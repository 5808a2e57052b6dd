import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { EnvironmentProvider } from '@/app/environment';
import { FiltersDrawerProvider } from '@/app/filters-drawer';
import { router } from '@/app/router';
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
                  <RouterProvider router={router} />
                </ToastProvider>
              </FiltersDrawerProvider>
            </SocketProvider>
          </SessionProvider>
        </EnvironmentProvider>
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
