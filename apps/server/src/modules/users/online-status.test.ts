import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TBrowseResponse, TBrowseSummary, TUserCard } from '@quad/contract';
import { users } from '@/db/schema/index';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { connectSocket, nextEvent, type TestSocket } from '@/test-support/socket-client';
import { createTestApp, type TestApp } from '@/test-support/test-app';
import { eventually, send } from '@/modules/chat/chat.test-support';

/**
 * "Online" on a member's card (browse, profile, inbox, chat history) follows their open
 * connections, not only their last activity: a member who closed every tab reads
 * "Active N minutes ago" on the next refetch, however recent their activity.
 */
let t: TestApp;
const sockets: TestSocket[] = [];
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
  t.clock.advance(MINUTE);
});
afterAll(async () => t.close());

async function connect(m: TestMember): Promise<TestSocket> {
  const { token } = await t.ctx.sessions.create(m.id);
  const socket = await connectSocket(t, token);
  sockets.push(socket);
  return socket;
}

async function get<T>(viewer: TestMember, url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(viewer.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/** Bob's card as Alice's browse, profile, inbox and chat history show it. */
async function cardsOf(alice: TestMember, bob: TestMember): Promise<TUserCard[]> {
  const find = (page: TBrowseResponse) => page.users.find((u) => u.id === bob.id)!;
  return [
    find(await get<TBrowseResponse>(alice, '/api/users')),
    find(await get<TBrowseResponse>(alice, '/api/users?with_messages=true')),
    await get<TUserCard>(alice, `/api/users/${bob.id}/profile`),
    (await get<{ other_user: TUserCard }>(alice, `/api/chat/${bob.id}/history`)).other_user,
  ];
}

const onlineCount = async (viewer: TestMember) =>
  (await get<TBrowseSummary>(viewer, '/api/users/summary')).online_count;

async function closeEvery(member: TestMember, ...tabs: TestSocket[]): Promise<void> {
  for (const tab of tabs) tab.disconnect();
  await eventually(
    async () => (await t.ctx.io.in(`user:${member.id}`).fetchSockets()).length === 0,
    'the connections to close',
  );
}

describe('Online on a member card', () => {
  it('reads Online while the member is connected and active, and never once every tab closed', async () => {
    const alice = await createMember(t, { gender: 'woman', orientation: 'androphilic' });
    const bob = await createMember(t, { gender: 'man', orientation: 'gynephilic' });
    const aliceTab = await connect(alice);
    const bobTab = await connect(bob);
    expect((await send(bobTab, { recipient_id: alice.id, message: 'hello alice' })).ok).toBe(true);
    // The batched activity writes land first, as they do within moments in the running app.
    await t.ctx.activity.flush();
    const before = await onlineCount(alice);

    // Connected, active a moment ago: Online everywhere the card shows.
    for (const [i, card] of (await cardsOf(alice, bob)).entries())
      expect(card.header_status, `card ${i}`).toBe('Online');

    // Bob closes his tab. Alice hears it at once, and every refetch agrees: his activity is
    // under a minute old, yet he is not Online (the page reads "Active just now").
    const offline = nextEvent(aliceTab, 'user_went_offline');
    await closeEvery(bob, bobTab);
    const { last_activity_at } = await offline;
    for (const card of await cardsOf(alice, bob)) {
      expect(card.header_status).toBeNull();
      expect(card.last_activity_at).toBe(last_activity_at);
    }
    expect(await onlineCount(alice)).toBe(before - 1);

    // He comes back: Online again, on the next refetch as live.
    const back = nextEvent(aliceTab, 'user_activity_update');
    await connect(bob);
    expect(await back).toMatchObject({ user_id: bob.id, status: 'online' });
    await eventually(
      async () => (await cardsOf(alice, bob)).every((c) => c.header_status === 'Online'),
      'Bob to read Online again',
    );
    expect(await onlineCount(alice)).toBe(before);
  });

  it('keeps the five-minute rule for a connected member: idle over five minutes is not Online', async () => {
    const alice = await createMember(t, { gender: 'woman', orientation: 'androphilic' });
    const bob = await createMember(t, { gender: 'man', orientation: 'gynephilic' });
    const bobTab = await connect(bob);
    expect((await send(bobTab, { recipient_id: alice.id, message: 'hi again' })).ok).toBe(true);
    await t.ctx.activity.flush();
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, bob.id));
    const activeAt = row!.lastActivityAt!;

    t.clock.set(new Date(activeAt.getTime() + 5 * MINUTE - 1_000));
    for (const [i, card] of (await cardsOf(alice, bob)).entries())
      expect(
        card.header_status,
        `card ${i} ${JSON.stringify({ l: card.last_activity_at, h: card.header_status, c: card.has_conversation })}`,
      ).toBe('Online');
    t.clock.set(new Date(activeAt.getTime() + 5 * MINUTE));
    for (const card of await cardsOf(alice, bob)) {
      expect(card.header_status).toBeNull();
      expect(card.last_activity_at).toBe(activeAt.toISOString());
    }
    // Opening the chat, Alice hears his real last activity, not "now": still not Online.
    const aliceTab = await connect(alice);
    const answer = nextEvent(aliceTab, 'user_activity_update');
    aliceTab.emit('join_room', { other_user_id: bob.id });
    expect((await answer).last_activity_at).toBe(activeAt.toISOString());
  });

  it('tells a new partner that the sender is online with their first message', async () => {
    const alice = await createMember(t, { gender: 'woman', orientation: 'androphilic' });
    const bob = await createMember(t, { gender: 'man', orientation: 'gynephilic' });
    const aliceTab = await connect(alice);
    // Bob connects while they have no conversation: nobody is told then.
    const bobTab = await connect(bob);
    const online = nextEvent(aliceTab, 'user_activity_update');
    expect((await send(bobTab, { recipient_id: alice.id, message: 'first words' })).ok).toBe(true);
    expect(await online).toMatchObject({ user_id: bob.id, status: 'online' });
  });
});
