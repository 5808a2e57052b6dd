import { screen } from '@testing-library/react';
import type { TChatHistoryResponse, TMessage, TSendMessage, TUserCard } from '@quad/contract';
import { memberFixture } from '@/test-support/api-stub';
import { FakeSocket, FakeSocketProvider } from '@/test-support/fake-socket';
import { stubApi, type StubRoute } from '@/test-support/fetch-stub';
import { renderRoutes } from '@/test-support/render';
import ChatPage from './chat-page';

export const ME = 7;
export const OTHER = 21;

export function cardFixture(overrides: Partial<TUserCard> = {}): TUserCard {
  return {
    id: OTHER,
    username: 'bright_fox_17',
    age: 26,
    gender: 'man',
    orientation: 'gynephilic',
    height_inches: 71,
    profile_text: 'Climbing, coffee and bad puns.',
    photos: [],
    primary_photo: null,
    institution: { id: 'ucalgary', name: 'University of Calgary', name_abbreviated: 'UCalgary' },
    is_suspended: false,
    is_verified: false,
    is_blocked: false,
    i_am_blocked: false,
    has_conversation: true,
    unread_count: 0,
    last_message_at: null,
    last_activity_at: new Date().toISOString(),
    header_status: 'Online',
    browse_chat_status: null,
    chat_stats: {
      initiated: { man: 0, woman: 3, nonbinary: 1 },
      received: { man: 0, woman: 5, nonbinary: 0 },
      conversations: { man: 0, woman: 2, nonbinary: 0 },
    },
    ...overrides,
  };
}

let nextId = 100;
/** A stored message; `minutesAgo` places it in time. */
export function messageFixture(from: number, content: string, minutesAgo: number, overrides: Partial<TMessage> = {}) {
  return {
    id: ++nextId,
    sender_id: from,
    recipient_id: from === ME ? OTHER : ME,
    content,
    timestamp: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    is_read: from === ME,
    status: 'sent',
    delivered_at: null,
    read_at: null,
    client_id: null,
    ...overrides,
  } satisfies TMessage;
}

export function historyFixture(overrides: Partial<TChatHistoryResponse> = {}): TChatHistoryResponse {
  return {
    other_user: cardFixture(),
    messages: [],
    has_older: false,
    has_newer: false,
    can_message: true,
    payment_required: false,
    ...overrides,
  };
}

/** The chat page at /chat/21 with the given server answers and a fake realtime connection. */
export function renderChat(routes: Record<string, StubRoute>, socket = new FakeSocket()) {
  const stub = stubApi({
    'GET /api/users/me': { body: memberFixture({ id: ME }) },
    ...routes,
  });
  const rendered = renderRoutes(
    [
      {
        path: '/chat/:userId',
        element: (
          <FakeSocketProvider socket={socket}>
            <ChatPage />
          </FakeSocketProvider>
        ),
      },
      { path: '/browse', element: <p>Browse page</p> },
      { path: '/payments', element: <p>Payments page</p> },
    ],
    `/chat/${OTHER}`,
  );
  return { ...rendered, socket, calls: stub.calls };
}

/** The composer. */
export const messageBox = () => screen.findByRole('textbox', { name: 'Message' });

/** What the server stores for a send: the acknowledged message. */
export const storedFrom = (payload: unknown, id: number): TMessage => {
  const p = payload as TSendMessage;
  return messageFixture(ME, p.message, 0, { id, client_id: p.client_id ?? null });
};
