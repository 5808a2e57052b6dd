import { describe, expect, it } from 'vitest';
import type { TBrowseResponse, TCurrentUser, TSnoozeState, TUserCard } from '@quad/contract';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { lastSeen, writeMessage } from '@/test-support/message-history';
import { nextEvent, useSockets } from '@/test-support/socket-client';
import { useTestApp } from '@/test-support/test-app';
import { collect } from '@/modules/chat/chat.test-support';

const HOUR_MS = 60 * 60_000;

const t = useTestApp();
const sockets = useSockets(t);

const get = (url: string, m: TestMember) => t.app.inject({ method: 'GET', url, headers: bearer(m.token) });
const snooze = (m: TestMember, hours: number | null) =>
  t.app.inject({ method: 'POST', url: '/api/users/me/snooze', headers: bearer(m.token), payload: { hours } });
const wake = (m: TestMember) =>
  t.app.inject({ method: 'DELETE', url: '/api/users/me/snooze', headers: bearer(m.token) });
/** After the clock moved past the tokens' life: the members sign in again. */
async function signInAgain(...members: TestMember[]): Promise<void> {
  for (const m of members) {
    m.token = (await t.ctx.sessions.create(m.id)).token;
    await lastSeen(t, m.id, 60_000);
  }
}
const me = async (m: TestMember) => (await get('/api/users/me', m)).json<TCurrentUser>();

/** A woman who snoozes (connected), a man who has written with her and a man who has not, all active a minute ago. */
async function cast() {
  const member = await createMember(t, { gender: 'woman', orientation: 'androphilic' });
  const partner = await createMember(t, { gender: 'man', orientation: 'gynephilic' });
  const stranger = await createMember(t, { gender: 'man', orientation: 'gynephilic' });
  await writeMessage(t, partner.id, member.id, { read: true });
  await writeMessage(t, member.id, partner.id, { read: true });
  for (const m of [member, partner, stranger]) await lastSeen(t, m.id, 60_000);
  // Online needs an open connection as well as recent activity.
  await sockets.connect(member.token);
  return { member, partner, stranger };
}

async function cardIn(url: string, viewer: TestMember, memberId: number): Promise<TUserCard | undefined> {
  const res = await get(url, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TBrowseResponse>().users.find((u) => u.id === memberId);
}

describe('snooze', () => {
  it('takes the member out of strangers’ Browse and profile link, shows Away to partners, and ends by itself', async () => {
    const { member, partner, stranger } = await cast();
    expect((await cardIn('/api/users', stranger, member.id))?.header_status).toBe('Online');

    const res = await snooze(member, 24);
    expect(res.statusCode, res.body).toBe(200);
    const endsAt = new Date(t.clock.now().getTime() + 24 * HOUR_MS).toISOString();
    expect(res.json<TSnoozeState>()).toEqual({ snoozed: true, ends_at: endsAt, until_turned_off: false });
    expect((await me(member)).snooze).toEqual({ snoozed: true, ends_at: endsAt, until_turned_off: false });

    // Strangers: gone from Browse, its counts and the profile link, as if the member were not there.
    expect(await cardIn('/api/users', stranger, member.id)).toBeUndefined();
    expect((await get(`/api/users/${member.id}/profile`, stranger)).statusCode).toBe(404);

    // Partners: still listed, in Browse, the inbox, the profile and the chat header, but Away.
    for (const url of ['/api/users', '/api/users?with_messages=true']) {
      expect(await cardIn(url, partner, member.id)).toMatchObject({ header_status: 'Away', last_activity_at: null });
    }
    const profile = await get(`/api/users/${member.id}/profile`, partner);
    expect(profile.json()).toMatchObject({ header_status: 'Away', last_activity_at: null });
    const history = await get(`/api/chat/${member.id}/history`, partner);
    expect(history.json()).toMatchObject({ other_user: { header_status: 'Away', last_activity_at: null } });

    // A day later it is over without anyone turning it off.
    t.clock.advance(24 * HOUR_MS + 1);
    await signInAgain(member, partner, stranger);
    expect((await me(member)).snooze).toEqual({ snoozed: false, ends_at: null, until_turned_off: false });
    expect((await cardIn('/api/users', stranger, member.id))?.header_status).toBe('Online');
    expect((await cardIn('/api/users', partner, member.id))?.header_status).toBe('Online');
  });

  it('"until I turn it off" lasts until the member turns it off', async () => {
    const { member, stranger } = await cast();
    expect((await snooze(member, null)).json()).toEqual({ snoozed: true, ends_at: null, until_turned_off: true });
    t.clock.advance(400 * 24 * HOUR_MS);
    await signInAgain(member, stranger);
    expect((await me(member)).snooze.until_turned_off).toBe(true);
    expect(await cardIn('/api/users', stranger, member.id)).toBeUndefined();

    const off = await wake(member);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ snoozed: false, ends_at: null, until_turned_off: false });
    expect(await cardIn('/api/users', stranger, member.id)).toBeDefined();
  });

  it('keeps the online count and presence events from telling partners the member is there', async () => {
    const { member, partner } = await cast();
    await snooze(member, 72);
    const watcher = await sockets.connectNewSession(partner);
    const online = collect(watcher, 'user_activity_update');
    const offline = collect(watcher, 'user_went_offline');
    await sockets.connectNewSession(member);
    // join_room answers with presence in order: the control member's answer comes after the member's.
    const control = await createMember(t);
    const controlAnswer = nextEvent(watcher, 'user_went_offline');
    watcher.emit('join_room', { other_user_id: member.id });
    watcher.emit('join_room', { other_user_id: control.id });
    expect((await controlAnswer).user_id).toBe(control.id);
    expect([...online, ...offline].filter((e) => e.user_id === member.id)).toEqual([]);

    const onlineCount = async () =>
      (await get('/api/users/summary', partner)).json<{ online_count: number }>().online_count;
    const whileSnoozed = await onlineCount();
    await wake(member);
    expect(await onlineCount()).toBe(whileSnoozed + 1);
  });

  it('accepts only the offered lengths', async () => {
    const member = await createMember(t);
    for (const hours of [12, 0, -24, '24']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/me/snooze',
        headers: bearer(member.token),
        payload: { hours },
      });
      expect(res.statusCode, String(hours)).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), msg: expect.any(String) });
    }
    expect((await me(member)).snooze.snoozed).toBe(false);
  });
});
