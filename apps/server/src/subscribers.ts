import type { AppContext } from './app-context';
import { subscribeAccountStatus } from './modules/account/account-status.subscribers';
import { subscribeAppeals } from './modules/appeals/appeals.subscribers';
import { subscribeAuth } from './modules/auth/auth.subscribers';
import { subscribePayments } from './modules/payments/payments.subscribers';
import { subscribeBrowse } from './modules/users/browse.subscribers';

/**
 * Every module's handlers of domain events. Caches are cleared before members are told, so
 * a page that reloads on the news reads the new state.
 */
export function subscribeModules(ctx: AppContext): void {
  subscribeAuth(ctx);
  subscribeBrowse(ctx);
  subscribePayments(ctx);
  subscribeAccountStatus(ctx);
  subscribeAppeals(ctx);
}
