import type { TDeletionType } from '@quad/contract';
import type { EventBus } from './platform/event-bus';

/**
 * What happened, raised by the module that made it happen (`ctx.events.emit`) and handled by
 * the modules that care (their `*.subscribers.ts`, listed in subscribers.ts). A new event
 * is declared here with the facts its subscribers need, not their work.
 */
export interface DomainEvents {
  /** An administrator warned the member (moderation). */
  'member.warned': { userId: number; message: string; at: Date };
  /** An administrator suspended the member, or changed the reason (moderation). */
  'member.suspended': { userId: number; reason: string; at: Date };
  /** An administrator lifted the member's suspension (moderation). */
  'member.unsuspended': { userId: number };
  /**
   * The account is deleted and anonymised, by the member or an administrator (account).
   * `partners` shared a conversation with them.
   */
  'member.deleted': { userId: number; deletionType: TDeletionType; message: string | null; partners: number[] };
  /**
   * An administrator changed an institution (its threshold, or added or removed one) or the
   * activity window: whatever was derived from them is out of date (admin, settings).
   */
  'institutions.payment-rules-changed': Record<string, never>;
}

export type DomainEventBus = EventBus<DomainEvents>;
