import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMessage, TSendMessage } from '@quad/contract';
import { CHAT_TEXT } from './chat-texts';
import { historyFixture, ME, messageBox, messageFixture, OTHER, renderChat, storedFrom } from './chat-test-support';
import { startEachTestSignedIn } from '@/test-support/signed-in';

const userEvent = userEventLib.setup({ delay: null });

startEachTestSignedIn();
afterEach(() => {
  vi.useRealTimers();
});

// The machine running the tests is shared and slow; these tests drive a whole screen.
// Reconnections, catching up and the outbox; the machine running the tests is shared and slow.
describe('Chat page across lost connections', { timeout: 20_000 }, () => {
  it('sends what was not acknowledged when the connection comes back, and fetches what was missed', async () => {
    const before = messageFixture(OTHER, 'Before the drop', 3);
    const missed = messageFixture(OTHER, 'Sent while you were away', 2);
    const newest = messageFixture(OTHER, 'And another one', 1);
    let dropped = false;
    const { socket } = renderChat({
      // After the drop the latest page (one message long here) leaves a gap that after_id fills.
      [`GET /api/chat/${OTHER}/history`]: (_body, url) =>
        !dropped
          ? { body: historyFixture({ messages: [before] }) }
          : url.searchParams.get('after_id') === String(before.id)
            ? { body: historyFixture({ messages: [missed, newest] }) }
            : { body: historyFixture({ messages: [newest], has_older: true }) },
    });
    await screen.findByText('Before the drop');
    dropped = true;
    socket.setConnection('reconnecting');
    expect(await screen.findByText(CHAT_TEXT.reconnecting)).toBeInTheDocument();
    await userEvent.type(await messageBox(), 'Written offline{Enter}');
    expect(socket.sent('send_message')).toEqual([]);

    socket.answerAck = (_event, payload) => Promise.resolve({ ok: true, message: storedFrom(payload, 900) });
    socket.setConnection('connected');
    expect(await screen.findByText('Sent while you were away')).toBeInTheDocument();
    const texts = within(screen.getByRole('log', { name: 'Messages' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(texts.slice(0, 3)).toEqual(['Before the drop', 'Sent while you were away', 'And another one']);
    expect(screen.queryByText(CHAT_TEXT.reconnecting)).toBeNull();
  });

  it('catches up from what it held when the connection dropped, after a failed attempt and a live message', async () => {
    const before = messageFixture(OTHER, 'Held before the drop', 5);
    const missed = messageFixture(OTHER, 'Missed while away', 4);
    const live = messageFixture(OTHER, 'Live after reconnecting', 1);
    let phase: 'first' | 'failing' | 'back' = 'first';
    let failed = 0;
    const { socket } = renderChat({
      [`GET /api/chat/${OTHER}/history`]: (_body, url) => {
        if (phase === 'first') return { body: historyFixture({ messages: [before] }) };
        if (phase === 'failing') {
          failed++;
          return { status: 503, body: { msg: 'Service unavailable' } };
        }
        // The latest page holds only the live message: the gap is behind it.
        return url.searchParams.get('after_id') === String(before.id)
          ? { body: historyFixture({ messages: [missed, live] }) }
          : { body: historyFixture({ messages: [live], has_older: true }) };
      },
    });
    await screen.findByText('Held before the drop');
    phase = 'failing';
    socket.setConnection('reconnecting');
    expect(await screen.findByText(CHAT_TEXT.reconnecting)).toBeInTheDocument();
    socket.setConnection('connected');
    await waitFor(() => expect(failed).toBeGreaterThan(0));
    act(() => socket.serverEmit('receive_message', live));
    expect(await screen.findByText('Live after reconnecting')).toBeInTheDocument();

    phase = 'back';
    act(() => socket.serverEmit('payment_status_update', { is_paid: false, is_under_payment_review: false }));
    expect(await screen.findByText('Missed while away')).toBeInTheDocument();
  });

  it('catches up on receipts that arrived while the connection was down', async () => {
    const mine = messageFixture(ME, 'Did you get this?', 3);
    let dropped = false;
    const { socket } = renderChat({
      [`GET /api/chat/${OTHER}/history`]: () => ({
        body: historyFixture({ messages: [dropped ? { ...mine, status: 'read', is_read: true, read_at: 'x' } : mine] }),
      }),
    });
    const bubble = (await screen.findByText('Did you get this?')).closest('[role="listitem"]') as HTMLElement;
    expect(within(bubble).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    dropped = true;
    socket.setConnection('reconnecting');
    socket.setConnection('connected');
    expect(await within(bubble).findByRole('img', { name: 'Read' })).toBeInTheDocument();
  });

  it('tries a failed catch-up again by itself while connected', async () => {
    const before = messageFixture(OTHER, 'Held before the drop', 5);
    const missed = messageFixture(OTHER, 'Missed while the server restarted', 2);
    let failuresLeft = 0;
    let attempts = 0;
    const { socket } = renderChat({
      [`GET /api/chat/${OTHER}/history`]: () => {
        attempts++;
        if (failuresLeft > 0) {
          failuresLeft--;
          return { status: 503, body: { msg: 'Service unavailable' } };
        }
        return { body: historyFixture({ messages: attempts === 1 ? [before] : [before, missed] }) };
      },
    });
    await screen.findByText('Held before the drop');
    failuresLeft = 1;
    socket.setConnection('reconnecting');
    socket.setConnection('connected');
    // No event arrives to prompt it: the chat retries on its own a second later.
    expect(await screen.findByText('Missed while the server restarted', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(attempts).toBeGreaterThanOrEqual(3);
  });

  it('shows Read for a message whose acknowledgement is still on its way when the receipt arrives', async () => {
    let held: TMessage[] = [];
    const { socket } = renderChat({
      [`GET /api/chat/${OTHER}/history`]: () => ({ body: historyFixture({ messages: held }) }),
    });
    await userEvent.type(await messageBox(), 'Are we still on for six?{Enter}');
    const bubble = (await screen.findByText('Are we still on for six?')).closest('[role="listitem"]') as HTMLElement;
    expect(within(bubble).getByRole('img', { name: 'Sending' })).toBeInTheDocument();

    // Stored and read by the other member; the acknowledgement has not come back (it never will).
    const [sent] = socket.sent('send_message') as TSendMessage[];
    const readAt = new Date().toISOString();
    const stored = { ...storedFrom(sent, 4242), status: 'read' as const, is_read: true, read_at: readAt };
    held = [stored];
    socket.serverEmit('message_read', { message_id: 4242, delivered_at: readAt, read_at: readAt });
    expect(await within(bubble).findByRole('img', { name: 'Read' })).toBeInTheDocument();
    expect(screen.getAllByText('Are we still on for six?')).toHaveLength(1);
  });

  it('keeps a message on its way when the chat closes, and delivers it after a reconnection', async () => {
    const routes = { [`GET /api/chat/${OTHER}/history`]: { body: historyFixture() } };
    const first = renderChat(routes);
    const { socket } = first;
    await userEvent.type(await messageBox(), 'Sent as the chat closed{Enter}');
    expect(await screen.findByRole('img', { name: 'Sending' })).toBeInTheDocument();
    first.unmount();

    renderChat(routes, socket);
    const bubble = (await screen.findByText('Sent as the chat closed')).closest('[role="listitem"]') as HTMLElement;
    expect(within(bubble).getByRole('img', { name: 'Sending' })).toBeInTheDocument();
    socket.answerAck = (_event, payload) => Promise.resolve({ ok: true, message: storedFrom(payload, 777) });
    socket.setConnection('reconnecting');
    socket.setConnection('connected');
    expect(await within(bubble).findByRole('img', { name: 'Sent' })).toBeInTheDocument();
    const sends = socket.sent('send_message') as TSendMessage[];
    expect(new Set(sends.map((p) => p.client_id)).size).toBe(1);
    expect(screen.getAllByText('Sent as the chat closed')).toHaveLength(1);
  });
});
