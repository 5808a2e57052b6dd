import { RootLayout } from '@/app/root-layout';
import { pageRoutes } from '@/app/routes';

/** The whole app's routes, so a test sees redirects and the pages they land on. */
export const appRoutes = [{ path: '/', element: <RootLayout />, children: pageRoutes }];

/** Enough of the me answer for the shell of a signed-in page. */
export const ME = {
  id: 7,
  username: 'quiet_otter_12',
  is_admin: false,
  is_suspended: false,
  suspension_reason: null,
  has_active_warning: false,
};
