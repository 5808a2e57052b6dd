import type { TAppealDecision, TDeletionType } from '@quad/contract';
import type { EventBus } from './platform/event-bus';

/**
 * What happened, raised by the module that made it happen (`ctx.events.emit`) and handled by
 * the modules that care (their `*.subscribers.ts`, listed in subscribers.ts). A new event
 * is declared here with the facts its subscribers need, not their work.
 */
export interface DomainEvents {
  /** An administrator warned the member (moderation). */
  'member.warned': { userId: number; message: string; at: Date };
  /**
   * An administrator suspended the member, or changed the reason (moderation). `until` is
   * when it ends by itself; null is indefinite.
   */
  'member.suspended': { userId: number; reason: string; at: Date; until: Date | null };
  /**
   * The member's suspension was lifted: by an administrator, by an overturned appeal, or by
   * itself when a timed suspension ended (moderation).
   */
  'member.unsuspended': { userId: number };
  /**
   * An administrator decided the member's appeal (appeals). `warningCleared`: an overturned
   * warning no longer shows. A lifted suspension also raises member.unsuspended.
   */
  'appeal.decided': {
    userId: number;
    appealId: number;
    adminActionId: number;
    actionType: 'warn' | 'suspend';
    decision: TAppealDecision;
    message: string;
    warningCleared: boolean;
  };
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
