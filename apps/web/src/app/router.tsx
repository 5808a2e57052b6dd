import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error';
import { pageRoutes } from './routes';

export const appRoutes: RouteObject[] = [{ path: '/', element: <RootLayout />, children: pageRoutes }];

/**
 * The app's routes inside whichever router renders them (the browser's, or a memory router in
 * tests). The app uses React Router's declarative mode: it has no loaders or actions, and the
 * data router's machinery would add about 16 KB (gzip) to the first page.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{useRoutes(appRoutes)}</RouteErrorBoundary>;
}
