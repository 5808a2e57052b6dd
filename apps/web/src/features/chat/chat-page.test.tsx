import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSendMessage } from '@quad/contract';
import { CHAT_TEXT } from './chat-texts';
import {
  cardFixture,
  historyFixture,
  ME,
  messageBox,
  messageFixture,
  OTHER,
  renderChat,
  storedFrom,
} from './chat-test-support';
import { stubPhoneWidth } from '@/test-support/phone-width';
import { startEachTestSignedIn } from '@/test-support/signed-in';

const userEvent = userEventLib.setup({ delay: null });

startEachTestSignedIn();
afterEach(() => {
  vi.useRealTimers();
});

const groups = () => within(screen.getByRole('log', { name: 'Messages' })).getAllByRole('list');

// The machine running the tests is shared and slow; these tests drive a whole screen.
describe('Chat page', { timeout: 20_000 }, () => {
  it('shows the member’s card and the conversation grouped by sender within five minutes, with ticks', async () => {
    const history = historyFixture({
      messages: [
        messageFixture(OTHER, 'Hi!', 30),
        messageFixture(OTHER, 'Are you going to the climbing night?', 27),
        messageFixture(ME, 'Yes, see you there', 20, { status: 'read', read_at: new Date().toISOString() }),
        messageFixture(ME, 'Bring chalk', 18, { status: 'delivered', delivered_at: new Date().toISOString() }),
        messageFixture(ME, 'Much later', 5, { status: 'sent' }),
      ],
    });
    renderChat({ [`GET /api/chat/${OTHER}/history`]: { body: history } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Profile of bright_fox_17' });
    expect(within(card).getByText('Online')).toBeInTheDocument();
    expect(within(card).getByText('26 years')).toBeInTheDocument();
    expect(within(card).getByText('Man')).toBeInTheDocument();
    expect(within(card).getByText('5\'11"')).toBeInTheDocument();
    expect(within(card).getByText('Attracted to women')).toBeInTheDocument();
    expect(within(card).getByText('Climbing, coffee and bad puns.')).toBeInTheDocument();
    expect(within(card).getByText('Conversations')).toBeInTheDocument();

    await screen.findByText('Much later');
    const [theirs, mineEarly, mineLate] = groups();
    expect(groups()).toHaveLength(3);
    expect(within(theirs!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(mineEarly!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(mineEarly!).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    // "Seen" under the newest message the other member read, and only there.
    expect(screen.getAllByTestId('seen')).toHaveLength(1);
    expect(within(mineEarly!).getAllByRole('listitem')[0]).toHaveTextContent(/Seen \d{1,2}:\d{2} [AP]M$/);
    expect(within(mineEarly!).getByRole('img', { name: 'Delivered' })).toBeInTheDocument();
    expect(within(mineLate!).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    // Received messages carry no ticks.
    expect(within(theirs!).queryByRole('img')).toBeNull();
  });

  it('sends on Enter with a client id, keeps Shift+Enter as a new line, and shows the ticks as receipts arrive', async () => {
    const { socket } = renderChat({ [`GET /api/chat/${OTHER}/history`]: { body: historyFixture() } });
    socket.answerAck = (_event, payload) => Promise.resolve({ ok: true, message: storedFrom(payload, 500) });
    const box = await messageBox();

    await userEvent.type(box, '   {Enter}');
    expect(socket.sent('send_message')).toEqual([]);
    await userEvent.clear(box);

    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    expect(socket.sent('typing_start')).toEqual([{ recipient_id: OTHER }]);
    await userEvent.type(box, '{Enter}');

    const [sent] = socket.sent('send_message') as TSendMessage[];
    expect(sent).toMatchObject({ recipient_id: OTHER, message: 'First line\nsecond line' });
    expect(sent!.client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(socket.sent('typing_stop')).toEqual([{ recipient_id: OTHER }]);
    expect(box).toHaveValue('');
    const bubble = (await screen.findByText(/First line/)).closest('[role="listitem"]') as HTMLElement;
    expect(await within(bubble).findByRole('img', { name: 'Sent' })).toBeInTheDocument();

    socket.serverEmit('message_delivered', { message_id: 500, delivered_at: new Date().toISOString(), read_at: null });
    expect(within(bubble).getByRole('img', { name: 'Delivered' })).toBeInTheDocument();
    socket.serverEmit('message_read', {
      message_id: 500,
      delivered_at: new Date().toISOString(),
      read_at: new Date().toISOString(),
    });
    expect(within(bubble).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    expect(within(bubble).getByTestId('seen')).toHaveTextContent(/^Seen /);
  });

  it('sends an unanswered message again with the same client id, and shows it once', async () => {
    const { socket } = renderChat({ [`GET /api/chat/${OTHER}/history`]: { body: historyFixture() } });
    let attempts = 0;
    socket.answerAck = (_event, payload) =>
      ++attempts === 1
        ? Promise.reject(new Error('operation has timed out'))
        : Promise.resolve({ ok: true, message: storedFrom(payload, 501) });
    await userEvent.type(await messageBox(), 'Are you there?{Enter}');
    expect(await screen.findByRole('img', { name: 'Sending' })).toBeInTheDocument();
    await screen.findByRole('img', { name: 'Sent' }, { timeout: 4_000 });
    const [first, second] = socket.sent('send_message') as TSendMessage[];
    expect(second!.client_id).toBe(first!.client_id);
    expect(screen.getAllByText('Are you there?')).toHaveLength(1);
  });

  it('loads earlier messages of a long conversation on request, before the first one shown', async () => {
    const latest = messageFixture(OTHER, 'Latest page', 5);
    const { calls } = renderChat({
      [`GET /api/chat/${OTHER}/history`]: (_body, url) =>
        url.searchParams.get('before_id') === String(latest.id)
          ? { body: historyFixture({ messages: [messageFixture(OTHER, 'From last week', 60 * 24 * 7)] }) }
          : { body: historyFixture({ messages: [latest], has_older: true }) },
    });
    await screen.findByText('Latest page');
    await userEvent.click(screen.getByRole('button', { name: CHAT_TEXT.loadOlder }));
    expect(await screen.findByText('From last week')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CHAT_TEXT.loadOlder })).toBeNull();
    const bubbles = within(screen.getByRole('log', { name: 'Messages' })).getAllByRole('listitem');
    expect(bubbles.map((b) => b.textContent)).toEqual(['From last week', 'Latest page']);
    expect(calls.filter((c) => c.path === `/api/chat/${OTHER}/history`)).toHaveLength(2);
  });

  it('takes as read, when another tab or an earlier request reads them, only the messages named', async () => {
    const seen = messageFixture(OTHER, 'Seen on the phone', 3);
    const unseen = messageFixture(OTHER, 'Not seen anywhere yet', 2);
    const { socket } = renderChat({
      [`GET /api/chat/${OTHER}/history`]: { body: historyFixture({ messages: [seen, unseen] }) },
    });
    await screen.findByText('Not seen anywhere yet');
    const unread = () =>
      [...document.querySelectorAll('[data-unread-id]')].map((el) => Number(el.getAttribute('data-unread-id')));
    expect(unread().sort()).toEqual([seen.id, unseen.id].sort());
    socket.serverEmit('messages_read', { sender_id: OTHER, message_ids: [seen.id] });
    await waitFor(() => expect(unread()).toEqual([unseen.id]));
  });

  it('shows the other member typing, and hides it when their message arrives', async () => {
    const { socket } = renderChat({ [`GET /api/chat/${OTHER}/history`]: { body: historyFixture() } });
    await messageBox();
    socket.serverEmit('user_typing', { user_id: OTHER, is_typing: true });
    expect(screen.getByText('bright_fox_17 is typing...')).toBeInTheDocument();
    socket.serverEmit('receive_message', messageFixture(OTHER, 'Hello you', 0));
    expect(screen.getByText('Hello you')).toBeInTheDocument();
    expect(screen.queryByText('bright_fox_17 is typing...')).toBeNull();
  });

  it('acknowledges unread messages as delivered, and marks them read two seconds after opening', async () => {
    const unread = messageFixture(OTHER, 'Unread one', 10);
    const { calls, socket } = renderChat({
      [`GET /api/chat/${OTHER}/history`]: { body: historyFixture({ messages: [unread] }) },
      [`PUT /api/messages/mark-read/${OTHER}`]: { body: { ok: true, message_ids: [unread.id], read_at: 'now' } },
    });
    await screen.findByText('Unread one');
    // Received through the history: delivered at once, read after two seconds.
    expect(socket.sent('message_delivered')).toEqual([{ message_ids: [unread.id] }]);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ message_ids: [unread.id] }), {
      timeout: 4_000,
    });
  });

  it('asks for the payment when it is required to start, with a way to the Payments page', async () => {
    renderChat({
      [`GET /api/chat/${OTHER}/history`]: {
        body: historyFixture({
          other_user: cardFixture({ gender: 'woman' }),
          can_message: false,
          payment_required: true,
        }),
      },
    });
    expect(
      await screen.findByText('Payment is required to start a conversation with bright_fox_17'),
    ).toBeInTheDocument();
    const box = await messageBox();
    expect(box).toBeDisabled();
    expect(box).toHaveAttribute('placeholder', CHAT_TEXT.placeholderPayment);
    await userEvent.click(screen.getByRole('button', { name: 'Go to Payment Page' }));
    expect(await screen.findByText('Payments page')).toBeInTheDocument();
  });

  it('switches to the payment state when the server refuses a send with Payment required', async () => {
    const { socket } = renderChat({ [`GET /api/chat/${OTHER}/history`]: { body: historyFixture() } });
    socket.answerAck = () =>
      Promise.resolve({
        ok: false,
        msg: 'Payment required to start a conversation with this user',
        code: 'payment_required',
      });
    await userEvent.type(await messageBox(), 'Hello{Enter}');
    expect(await screen.findByText(/Not sent: Payment required/)).toBeInTheDocument();
    expect(await messageBox()).toBeDisabled();
  });

  it('disables the composer for a blocked member and enables it again after Unblock', async () => {
    let blocked = true;
    const { calls } = renderChat({
      [`GET /api/chat/${OTHER}/history`]: () => ({
        body: historyFixture({ other_user: cardFixture({ is_blocked: blocked }), can_message: !blocked }),
      }),
      [`POST /api/users/${OTHER}/unblock`]: () => {
        blocked = false;
        return { body: { ok: true } };
      },
    });
    const box = await messageBox();
    expect(box).toBeDisabled();
    expect(box).toHaveAttribute('placeholder', 'You have blocked this user');
    await userEvent.click(screen.getByRole('button', { name: 'Chat options' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Unblock User' }));
    await waitFor(() => expect(box).toBeEnabled());
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/unblock'))).toBe(true);
  });

  it('says so inline when blocking fails', async () => {
    renderChat({
      [`GET /api/chat/${OTHER}/history`]: { body: historyFixture() },
      [`POST /api/users/${OTHER}/block`]: { status: 500, body: { msg: 'boom' } },
    });
    await messageBox();
    await userEvent.click(screen.getByRole('button', { name: 'Chat options' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block User' }));
    const confirm = await screen.findByRole('dialog', { name: `Block ${cardFixture().username}?` });
    expect(within(confirm).getByText(CHAT_TEXT.blockConfirmDetail)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Block User' }));
    expect(await screen.findByText(CHAT_TEXT.blockFailed)).toBeInTheDocument();
  });

  it('shows the suspension banner live and lifts it on unsuspension', async () => {
    const { socket } = renderChat({ [`GET /api/chat/${OTHER}/history`]: { body: historyFixture() } });
    const box = await messageBox();
    socket.serverEmit('user_suspended', { user_id: OTHER });
    expect(screen.getByText('User Suspended')).toBeInTheDocument();
    expect(screen.getByText('This user has been suspended by an administrator')).toBeInTheDocument();
    expect(screen.getByText('You cannot send messages to this user while they are suspended.')).toBeInTheDocument();
    expect(box).toBeDisabled();
    socket.serverEmit('user_unsuspended', { user_id: OTHER });
    expect(screen.queryByText('User Suspended')).toBeNull();
    await waitFor(() => expect(box).toBeEnabled());
  });

  it('removes the history and the composer when the member is deleted', async () => {
    const { socket } = renderChat({
      [`GET /api/chat/${OTHER}/history`]: {
        body: historyFixture({ messages: [messageFixture(OTHER, 'Old news', 9)] }),
      },
    });
    await screen.findByText('Old news');
    socket.serverEmit('user_deleted', { user_id: OTHER });
    expect(screen.getByText('User No Longer Available')).toBeInTheDocument();
    expect(screen.queryByText('Old news')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Browse' }));
    expect(await screen.findByText('Browse page')).toBeInTheDocument();
  });

  it('on a phone, a chat with no messages yet leads with the person: photos, facts and their words', async () => {
    stubPhoneWidth();
    const photo = (id: number, primary: boolean) => ({
      id,
      url: `/p/${id}.webp`,
      thumbnail: `/p/${id}_t.webp`,
      filename: `${id}.webp`,
      is_primary: primary,
      created_at: new Date().toISOString(),
    });
    renderChat({
      [`GET /api/chat/${OTHER}/history`]: {
        body: historyFixture({ other_user: cardFixture({ photos: [photo(1, false), photo(2, true)] }) }),
      },
    });
    const about = await screen.findByRole('region', { name: 'About bright_fox_17' });
    const shown = within(about).getAllByRole('img');
    // The primary photo first, full size, the other a swipe away.
    expect(shown.map((img) => img.getAttribute('src'))).toEqual(['/p/2.webp', '/p/1.webp']);
    expect(within(about).getByText('Climbing, coffee and bad puns.')).toBeInTheDocument();
    expect(within(about).getByText('University of Calgary')).toBeInTheDocument();
    expect(within(about).getByText(CHAT_TEXT.noMessages)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('goes back to Browse when the history cannot be loaded', async () => {
    renderChat({ [`GET /api/chat/${OTHER}/history`]: { status: 404, body: { msg: 'User not found' } } });
    expect(await screen.findByText('Browse page')).toBeInTheDocument();
  });

  it('updates the online status line from presence events', async () => {
    const { socket } = renderChat({ [`GET /api/chat/${OTHER}/history`]: { body: historyFixture() } });
    await messageBox();
    expect(screen.getByTestId('online-status')).toHaveTextContent('Online');
    act(() => undefined);
    socket.serverEmit('user_went_offline', { user_id: OTHER, last_activity_at: new Date().toISOString() });
    expect(screen.getByTestId('online-status')).toHaveTextContent('Active just now');
    socket.serverEmit('user_activity_update', {
      user_id: OTHER,
      last_activity_at: new Date().toISOString(),
      status: 'online',
    });
    expect(screen.getByTestId('online-status')).toHaveTextContent('Online');
  });

  it('shows a partner who connects after the chat opened as Online', async () => {
    const away = cardFixture({ header_status: null, last_activity_at: new Date().toISOString() });
    const { socket } = renderChat({
      [`GET /api/chat/${OTHER}/history`]: { body: historyFixture({ other_user: away }) },
    });
    await messageBox();
    expect(screen.getByTestId('online-status')).toHaveTextContent('Active just now');
    act(() => undefined);
    socket.serverEmit('user_activity_update', {
      user_id: OTHER,
      last_activity_at: new Date().toISOString(),
      status: 'online',
    });
    expect(screen.getByTestId('online-status')).toHaveTextContent('Online');
  });
});
