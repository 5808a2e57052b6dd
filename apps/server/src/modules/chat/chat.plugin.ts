import { modulePlugin } from '@/platform/module-state';
import { sendQueue } from './chat.service';
import { deliveryQueue } from './receipts.service';
import { recentFragments } from './recent-fragments';

/**
 * The chat module's per-app state. On close the last messages are stored first (their
 * screening goes to the moderation module, which closes after this one), then their receipts.
 */
export const chatPlugin = modulePlugin('chat', [sendQueue, deliveryQueue, recentFragments], {
  dependencies: ['moderation', 'payments'],
});
