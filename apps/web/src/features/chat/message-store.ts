import type { TMessage, TMessageStatus } from '@quad/contract';

/** A message on screen: stored by the server, or still on its way (kept by its client id). */
export interface ChatMessage extends TMessage {
  /** Set while the server has not acknowledged it: being sent (and retried), or refused. */
  outgoing?: { state: 'sending' } | { state: 'failed'; error: string };
}

export type MessageAction =
  | { type: 'merged'; messages: TMessage[] }
  | { type: 'queued'; message: ChatMessage }
  | { type: 'retrying'; clientId: string }
  | { type: 'failed'; clientId: string; error: string }
  /** Held for "Are you sure?": off the screen until the sender sends it anyway. */
  | { type: 'withdrawn'; clientId: string }
  | { type: 'receipt'; messageId: number; deliveredAt: string | null; readAt: string | null }
  | { type: 'read_by_me'; messageIds: number[] }
  | { type: 'cleared' };

const RANK: Record<TMessageStatus, number> = { sent: 0, delivered: 1, read: 2 };

/** The later of two states of one message: a status never goes back (read stays read). */
function newer(a: TMessage, b: TMessage): TMessage {
  const status = RANK[b.status] >= RANK[a.status] ? b.status : a.status;
  return {
    ...a,
    ...b,
    status,
    is_read: a.is_read || b.is_read,
    delivered_at: b.delivered_at ?? a.delivered_at,
    read_at: b.read_at ?? a.read_at,
  };
}

function byTime(a: ChatMessage, b: ChatMessage): number {
  // Messages still on their way stay last, in the order they were written.
  if (!a.outgoing !== !b.outgoing) return a.outgoing ? 1 : -1;
  return Date.parse(a.timestamp) - Date.parse(b.timestamp) || a.id - b.id;
}

/** Stored messages replace their pending copies (same client id) and earlier copies (same id). */
function merge(list: ChatMessage[], incoming: TMessage[]): ChatMessage[] {
  if (incoming.length === 0) return list;
  const byId = new Map<number, ChatMessage>();
  const pending = new Map<string, ChatMessage>();
  for (const m of list) {
    if (m.outgoing && m.client_id) pending.set(m.client_id, m);
    else byId.set(m.id, m);
  }
  for (const m of incoming) {
    if (m.client_id) pending.delete(m.client_id);
    const known = byId.get(m.id);
    byId.set(m.id, known ? newer(known, m) : m);
  }
  return [...byId.values(), ...pending.values()].sort(byTime);
}

function update(list: ChatMessage[], match: (m: ChatMessage) => boolean, change: (m: ChatMessage) => ChatMessage) {
  let changed = false;
  const next = list.map((m) => {
    if (!match(m)) return m;
    changed = true;
    return change(m);
  });
  return changed ? next : list;
}

export function messagesReducer(list: ChatMessage[], action: MessageAction): ChatMessage[] {
  switch (action.type) {
    case 'merged':
      return merge(list, action.messages);
    case 'queued':
      return [...list, action.message];
    case 'retrying':
      return update(
        list,
        (m) => m.client_id === action.clientId && m.outgoing !== undefined,
        (m) => ({ ...m, outgoing: { state: 'sending' } }),
      );
    case 'failed':
      return update(
        list,
        (m) => m.client_id === action.clientId && m.outgoing !== undefined,
        (m) => ({ ...m, outgoing: { state: 'failed', error: action.error } }),
      );
    case 'withdrawn':
      return list.filter((m) => !(m.outgoing && m.client_id === action.clientId));
    case 'receipt':
      return update(
        list,
        (m) => m.id === action.messageId && !m.outgoing,
        (m) =>
          newer(m, {
            ...m,
            status: action.readAt ? 'read' : action.deliveredAt ? 'delivered' : m.status,
            is_read: m.is_read || action.readAt !== null,
            delivered_at: action.deliveredAt,
            read_at: action.readAt,
          }),
      );
    case 'read_by_me': {
      const ids = new Set(action.messageIds);
      return update(
        list,
        (m) => ids.has(m.id) && !m.is_read,
        (m) => ({ ...m, is_read: true, status: 'read' }),
      );
    }
    case 'cleared':
      return [];
  }
}

/** The newest message the server has stored, from which a reconnect catches up. */
export function lastStored(list: ChatMessage[]): ChatMessage | undefined {
  for (let i = list.length - 1; i >= 0; i--) if (!list[i]!.outgoing) return list[i];
  return undefined;
}
