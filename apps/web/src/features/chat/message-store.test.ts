import { describe, expect, it } from 'vitest';
import type { TMessage } from '@quad/contract';
import { lastStored, messagesReducer, type ChatMessage } from './message-store';

const stored = (id: number, overrides: Partial<TMessage> = {}): TMessage => ({
  id,
  sender_id: 1,
  recipient_id: 2,
  content: `message ${id}`,
  timestamp: new Date(Date.UTC(2026, 10, 20, 12, id)).toISOString(),
  is_read: false,
  status: 'sent',
  delivered_at: null,
  read_at: null,
  client_id: null,
  ...overrides,
});

const pending = (clientId: string): ChatMessage => ({
  ...stored(-1, { client_id: clientId, timestamp: new Date(Date.UTC(2026, 10, 20, 13)).toISOString() }),
  outgoing: { state: 'sending' },
});

describe('messages of an open chat', () => {
  it('replaces a message on its way with the stored one carrying its client id, once', () => {
    let list = messagesReducer([], { type: 'merged', messages: [stored(1)] });
    list = messagesReducer(list, { type: 'queued', message: pending('a') });
    const ack = stored(2, { client_id: 'a' });
    list = messagesReducer(list, { type: 'merged', messages: [ack] });
    // The same message again (a retried send's ack, then the live event) changes nothing.
    list = messagesReducer(list, { type: 'merged', messages: [ack] });
    expect(list.map((m) => [m.id, m.outgoing?.state ?? 'stored'])).toEqual([
      [1, 'stored'],
      [2, 'stored'],
    ]);
    expect(lastStored(list)?.id).toBe(2);
  });

  it('keeps messages on their way last, after the history', () => {
    let list = messagesReducer([], { type: 'queued', message: pending('b') });
    list = messagesReducer(list, { type: 'merged', messages: [stored(3), stored(1)] });
    expect(list.map((m) => m.id)).toEqual([1, 3, -1]);
    expect(lastStored(list)?.id).toBe(3);
  });

  it('moves receipts forward only: a late delivered receipt does not undo read', () => {
    let list = messagesReducer([], { type: 'merged', messages: [stored(1)] });
    list = messagesReducer(list, { type: 'receipt', messageId: 1, deliveredAt: 'd', readAt: 'r' });
    list = messagesReducer(list, { type: 'receipt', messageId: 1, deliveredAt: 'd', readAt: null });
    expect(list[0]).toMatchObject({ status: 'read', read_at: 'r', is_read: true });
    list = messagesReducer(list, { type: 'merged', messages: [stored(1)] });
    expect(list[0]!.status).toBe('read');
  });

  it('marks a refused send failed and sending again on retry', () => {
    let list = messagesReducer([], { type: 'queued', message: pending('c') });
    list = messagesReducer(list, { type: 'failed', clientId: 'c', error: 'You have blocked this user' });
    expect(list[0]!.outgoing).toEqual({ state: 'failed', error: 'You have blocked this user' });
    list = messagesReducer(list, { type: 'retrying', clientId: 'c' });
    expect(list[0]!.outgoing).toEqual({ state: 'sending' });
  });
});
