import type { Relation } from './relationship.repository';

/**
 * The TypeScript side of who may see and reach whom, answered from `loadRelation`;
 * relationships.sql.ts answers the same in SQL.
 */

/** The member hides themself from the viewer entirely: they blocked the viewer. */
export const blocksViewer = (r: Pick<Relation, 'theyBlockedMe'>): boolean => r.theyBlockedMe;

/**
 * Neither may start a conversation with the other: a hide either way and no conversation
 * yet. The other person is never told: this reads as "unavailable", like a missing account.
 */
export const startBarred = (r: Pick<Relation, 'hidden' | 'hasConversation'>): boolean => r.hidden && !r.hasConversation;

/**
 * The viewer may not see the member as a stranger (browse, profile link, presence) nor start
 * a conversation: the member blocked the viewer, or a hide stands between them without a
 * conversation. A partner stays visible unless blocking.
 */
export const concealedFromViewer = (r: Relation): boolean => blocksViewer(r) || startBarred(r);

/**
 * The recipient lets only verified members start a conversation and the sender is not
 * verified (administrators excepted); a conversation that exists goes on.
 */
export const verifiedOnlyBarred = (
  sender: { verifiedAt: Date | null; isAdmin: boolean },
  recipient: { verifiedOnlyContact: boolean },
  r: Pick<Relation, 'hasConversation'>,
): boolean => recipient.verifiedOnlyContact && sender.verifiedAt === null && !sender.isAdmin && !r.hasConversation;

interface SharingFlags {
  shareReadReceipts: boolean;
  shareTyping: boolean;
}

/** Read receipts pass between two members only when both share them (reciprocal, as in WhatsApp). */
export const receiptsShared = (a: SharingFlags, b: SharingFlags): boolean => a.shareReadReceipts && b.shareReadReceipts;

/** Typing passes between two members only when both share it. */
export const typingShared = (a: SharingFlags, b: SharingFlags): boolean => a.shareTyping && b.shareTyping;

interface SnoozeFacts {
  snoozedUntil: Date | null;
}

/** The member snoozed and it has not ended by `now`: partners see Away, strangers do not find them. */
export const isSnoozed = (m: SnoozeFacts, now: Date): boolean => m.snoozedUntil !== null && m.snoozedUntil > now;

/**
 * Strangers may find the member: profile visible, active since `activitySince`, not snoozed.
 * relationships.sql `discoverable` is the same rule in SQL.
 */
export const discoverableMember = (
  m: SnoozeFacts & { profileVisible: boolean; lastActivityAt: Date | null },
  activitySince: Date,
  now: Date,
): boolean => m.profileVisible && m.lastActivityAt !== null && m.lastActivityAt >= activitySince && !isSnoozed(m, now);
