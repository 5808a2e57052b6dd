import { modulePlugin } from '@/platform/module-state';
import { institutionPaymentCache } from './institution-payment.service';

/** The payments module's per-app state: the institutions' payment counts, briefly cached. */
export const paymentsPlugin = modulePlugin('payments', [institutionPaymentCache]);
