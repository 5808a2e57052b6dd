import type { ReactElement, ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { EnvironmentProvider } from '@/app/environment';
import { FiltersDrawerProvider } from '@/app/filters-drawer';
import { SessionProvider } from '@/app/session';
import { SocketProvider } from '@/app/socket';
import { theme } from '@/app/theme';
import { ToastProvider } from '@/app/toast';

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

/** Renders routes in memory at the given path (or location, with state) with the app's providers. */
export function renderRoutes(
  routes: RouteObject[],
  initialPath: string | { pathname: string; search?: string; state?: unknown },
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}

export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(<Providers>{ui}</Providers>);
}
