import type { TChatHistoryResponse, TUserCard } from '@quad/contract';
import { withPresence } from '@/lib/activity-status';
import { messagesReducer, type ChatMessage, type MessageAction } from './message-store';

/** One open chat: the other member as last known, what the caller may do, and the messages. */
export interface ConversationState {
  phase: 'loading' | 'ready' | 'gone';
  other: TUserCard | null;
  canMessage: boolean;
  paymentRequired: boolean;
  /** The other member takes new conversations from verified members only, and the caller is not one. */
  verifiedRequired: boolean;
  hasOlder: boolean;
  /** A went-offline event arrived since the last activity: not Online even within five minutes. */
  wentOffline: boolean;
  messages: ChatMessage[];
}

export type ConversationAction =
  | MessageAction
  | { type: 'history'; page: TChatHistoryResponse; part: 'latest' | 'newer' | 'older' }
  | { type: 'other_changed'; change: Partial<TUserCard> }
  | { type: 'presence'; lastActivityAt: string | null; offline: boolean }
  | { type: 'payment_required' }
  | { type: 'verified_required' }
  | { type: 'gone' };

export const initialConversation: ConversationState = {
  phase: 'loading',
  other: null,
  canMessage: false,
  paymentRequired: false,
  verifiedRequired: false,
  hasOlder: false,
  wentOffline: false,
  messages: [],
};

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'history': {
      const { page, part } = action;
      if (state.phase === 'gone') return state;
      // Merged, never replaced: a message acknowledged while the page was on its way stays.
      const messages = messagesReducer(state.messages, { type: 'merged', messages: page.messages });
      // An older page says nothing new about the member or the caller's rights.
      if (part === 'older') return { ...state, messages, hasOlder: page.has_older };
      return {
        ...state,
        phase: 'ready',
        other: page.other_user,
        canMessage: page.can_message,
        paymentRequired: page.payment_required,
        // Once loaded, whether older messages exist is about the oldest one held, not this page.
        hasOlder: state.phase === 'loading' ? page.has_older : state.hasOlder,
        wentOffline: page.other_user.header_status !== 'Online',
        messages,
      };
    }
    case 'other_changed':
      return state.other ? { ...state, other: { ...state.other, ...action.change } } : state;
    case 'presence':
      return state.other
        ? {
            ...state,
            // A partner who connects after the chat opened becomes Online: the card the
            // history brought said what the server knew then.
            other: withPresence(state.other, !action.offline, action.lastActivityAt),
            wentOffline: action.offline,
          }
        : state;
    case 'payment_required':
      return { ...state, paymentRequired: true, canMessage: false };
    case 'verified_required':
      return { ...state, verifiedRequired: true };
    case 'gone':
      // The member deleted their account: the history goes with it.
      return { ...state, phase: 'gone', canMessage: false, messages: [] };
    case 'merged':
    case 'queued':
    case 'retrying':
    case 'failed':
    case 'withdrawn':
    case 'receipt':
    case 'read_by_me':
    case 'cleared':
      return { ...state, messages: messagesReducer(state.messages, action) };
  }
}

/** Why the composer is disabled (its placeholder says so), or null when the caller may send. */
export type SendBlock = 'blocked' | 'blocked_me' | 'suspended_other' | 'suspended_me' | 'payment' | 'not_allowed';

export function sendBlock(state: ConversationState, meSuspended: boolean): SendBlock | null {
  const { other } = state;
  if (!other) return 'not_allowed';
  if (meSuspended) return 'suspended_me';
  if (other.is_blocked) return 'blocked';
  if (other.i_am_blocked) return 'blocked_me';
  if (other.is_suspended) return 'suspended_other';
  if (state.canMessage) return null;
  const stored = state.messages.some((m) => !m.outgoing);
  if (state.paymentRequired) return stored ? null : 'payment';
  // "Sending allowed: can_message true or existing messages" (member-app.md section 5).
  return stored ? null : 'not_allowed';
}
