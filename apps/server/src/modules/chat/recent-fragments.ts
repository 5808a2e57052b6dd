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
    const kept = (this.byConversation.get(key) ?? []).filter(
      (f) => fragment.at - f.at <= FRAGMENT_GAP_MS * FRAGMENTS_BEFORE,
    );
    this.byConversation.delete(key);
    if (fragment.text.length > FRAGMENT_MAX_LENGTH) return;
    kept.push(fragment);
    this.byConversation.set(key, kept.slice(-FRAGMENTS_BEFORE));
    if (this.byConversation.size > MAX_CONVERSATIONS) {
      this.byConversation.delete(this.byConversation.keys().next().value!);
    }
  }

  get size(): number {
    return this.byConversation.size;
  }
}

export const recentFragments = moduleState({
  name: 'chat recent fragments',
  create: () => new RecentFragments(),
});
