import type { AppContext } from '@/app-context';
import { forgetInstitutionPaymentStates } from './institution-payment.service';

/** New thresholds or a new activity window count from the next first message on. */
export function subscribePayments(ctx: AppContext): void {
  ctx.events.on('institutions.payment-rules-changed', () => forgetInstitutionPaymentStates(ctx));
}
