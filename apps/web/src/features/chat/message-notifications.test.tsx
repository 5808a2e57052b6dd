import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMessage } from '@quad/contract';
import { memberFixture } from '@/test-support/api-stub';
import { FakeSocket, FakeSocketProvider } from '@/test-support/fake-socket';
import { stubApi } from '@/test-support/fetch-stub';
import { renderRoutes } from '@/test-support/render';
import { MessageNotifications } from './message-notifications';
import { useSession } from '@/shared/session';

const incoming = (content: string, sender_id = 21): TMessage => ({
  id: 40,
  sender_id,
  recipient_id: 7,
  content,
  timestamp: new Date().toISOString(),
  is_read: false,
  status: 'sent',
  delivered_at: null,
  read_at: null,
  client_id: null,
});

/** Shows once the session knows the member, so events are not sent before that. */
function SignedInAs() {
  const { user } = useSession();
  return user ? <p>member {user.id}</p> : null;
}

function renderAt(path: string) {
  const { calls } = stubApi({
    'GET /api/users/me': { body: memberFixture({ id: 7 }) },
    'GET /api/users/21/profile': { body: { id: 21, username: 'bright_fox_17' } },
  });
  const socket = new FakeSocket();
  const page = (name: string) => (
    <FakeSocketProvider socket={socket}>
      <MessageNotifications />
      <SignedInAs />
      <p>{name}</p>
    </FakeSocketProvider>
  );
  renderRoutes(
    [
      { path: '/browse', element: page('Browse page') },
      { path: '/chat/:id', element: page('Chat page') },
    ],
    path,
  );
  return { socket, calls };
}

beforeEach(() => localStorage.setItem('accessToken', 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('New messages outside their chat', () => {
  it('acknowledge delivery and show the sender and the first 50 characters', async () => {
    const { socket } = renderAt('/browse');
    await screen.findByText('member 7');
    const long = 'Are you coming to the climbing night on Friday? We could grab food after.';
    socket.serverEmit('receive_message', incoming(long));
    expect(await screen.findByText(`New message from bright_fox_17: ${long.slice(0, 50)}…`)).toBeInTheDocument();
    expect(socket.sent('message_delivered')).toEqual([{ message_ids: [40] }]);
  });

  it('stay quiet in the chat with that member, but still acknowledge delivery', async () => {
    const { socket, calls } = renderAt('/chat/21');
    await screen.findByText('member 7');
    socket.serverEmit('receive_message', incoming('Hi'));
    expect(socket.sent('message_delivered')).toEqual([{ message_ids: [40] }]);
    // The toast needs the sender's name first; it is not even asked for.
    expect(calls.some((c) => c.path === '/api/users/21/profile')).toBe(false);
    expect(screen.queryByText(/New message from/)).toBeNull();
  });
});
