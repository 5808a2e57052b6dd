import { moduleState } from '@/platform/module-state';
import {
  FRAGMENT_GAP_MS,
  FRAGMENT_MAX_LENGTH,
  FRAGMENTS_BEFORE,
  type Fragment,
} from '@/modules/moderation/split-across-messages';

/** Conversations remembered at most; the one written longest ago is forgotten first. */
const MAX_CONVERSATIONS = 20_000;

/**
 * Each sender's last few short messages to each member, in memory, so a contact detail cut
 * into several messages is read whole (split-across-messages.ts) without a database read.
 * Per instance: a member's socket stays on one instance, and so do the pieces they send.
 */
export class RecentFragments {
  private readonly byConversation = new Map<string, Fragment[]>();

  /** The sender's recent short messages to the recipient, oldest first. */
  before(senderId: number, recipientId: number): readonly Fragment[] {
    return this.byConversation.get(`${senderId}:${recipientId}`) ?? [];
  }

  /** A message stored; a long one ends the run of pieces. */
  add(senderId: number, recipientId: number, fragment: Fragment): void {
    const key = `${senderId}:${recipientId}`;
    const kept = followedBy(this.byConversation.get(key) ?? [], fragment);
    this.byConversation.delete(key);
    if (kept.length === 0) return;
    this.byConversation.set(key, kept);
    if (this.byConversation.size > MAX_CONVERSATIONS) {
      this.byConversation.delete(this.byConversation.keys().next().value!);
    }
  }

  get size(): number {
    return this.byConversation.size;
  }
}

/**
 * Pure: the pieces to keep after `fragment` was sent (the last few short ones, oldest first);
 * none after a long message. Shared by the send path and the history, so both read alike.
 */
export function followedBy(kept: readonly Fragment[], fragment: Fragment): Fragment[] {
  if (fragment.text.length > FRAGMENT_MAX_LENGTH) return [];
  const recent = kept.filter((f) => fragment.at - f.at <= FRAGMENT_GAP_MS * FRAGMENTS_BEFORE);
  return [...recent, fragment].slice(-FRAGMENTS_BEFORE);
}

export const recentFragments = moduleState({
  name: 'chat recent fragments',
  create: () => new RecentFragments(),
});
