import { modulePlugin } from '@/platform/module-state';
import { screeningQueue } from './moderation.service';

/** The moderation module's per-app state: on close, every queued message is screened and flagged. */
export const moderationPlugin = modulePlugin('moderation', [screeningQueue]);
