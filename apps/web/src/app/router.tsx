import { createBrowserRouter } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { pageRoutes } from './routes';

export const router = createBrowserRouter([
  { path: '/', element: <RootLayout />, errorElement: <RouteError />, children: pageRoutes },
]);
