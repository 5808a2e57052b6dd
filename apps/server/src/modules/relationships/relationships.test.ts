import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MSG, type TBrowseResponse } from '@quad/contract';
import { deleteAccount } from '@/modules/account/account-deletion.service';
import { TypingGate } from '@/modules/chat/presence.service';
import { bearer, createMember, uniqueEmail, type TestMember } from '@/test-support/accounts';
import { lastSeen } from '@/test-support/message-history';
import { nextEvent, useSockets, type TestSocket } from '@/test-support/socket-client';
import { useTestApp } from '@/test-support/test-app';
import { block, send } from '@/modules/chat/chat.test-support';

/**
 * Every path that decides whether one member sees or reaches another (browse and its
 * counts, profile, chat history, the send, typing, presence) honours a block and a hide
 * alike, because each asks the relationships module.
 */

const t = useTestApp();
const sockets = useSockets(t);

const get = (url: string, m: TestMember) => t.app.inject({ method: 'GET', url, headers: bearer(m.token) });
const hide = (owner: TestMember, emails: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/me/hidden-emails',
    headers: bearer(owner.token),
    payload: { emails },
  });

/** A man into women and a woman into men, both active a minute ago, each at a fresh institution-free domain. */
async function pair(memberEmail = uniqueEmail()): Promise<{ viewer: TestMember; member: TestMember }> {
  const viewer = await createMember(t, { gender: 'man', orientation: 'gynephilic' });
  const member = await createMember(t, { gender: 'woman', orientation: 'androphilic', email: memberEmail });
  await lastSeen(t, viewer.id, 60_000);
  await lastSeen(t, member.id, 60_000);
  return { viewer, member };
}

async function browseIds(m: TestMember): Promise<{ ids: number[]; page: TBrowseResponse }> {
  const res = await get('/api/users', m);
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<TBrowseResponse>();
  return { ids: page.users.map((u) => u.id), page };
}

async function socketOf(m: TestMember): Promise<TestSocket> {
  return sockets.connectNewSession(m);
}

/** What `from` can do about `to`: be shown them, open them, write and signal them. */
async function reach(from: TestMember, to: TestMember) {
  const { ids } = await browseIds(from);
  const socket = await socketOf(from);
  // join_room answers with presence only when allowed; a control member answers after it, in order.
  const control = await createMember(t, { gender: to.id % 2 ? 'man' : 'woman' });
  const presence = nextEvent(socket, 'user_went_offline');
  socket.emit('join_room', { other_user_id: to.id });
  socket.emit('join_room', { other_user_id: control.id });
  const firstPresence = (await presence).user_id;
  const ack = await send(socket, { recipient_id: to.id, message: 'hello there' });
  return {
    listed: ids.includes(to.id),
    profile: (await get(`/api/users/${to.id}/profile`, from)).statusCode,
    history: (await get(`/api/chat/${to.id}/history`, from)).statusCode,
    typing: await new TypingGate(t.ctx, from.id).allows(to.id),
    presence: firstPresence === to.id,
    send: ack.ok ? 'sent' : ack.msg,
  };
}

const unseen = (refusal: string) => ({
  listed: false,
  profile: 404,
  history: 404,
  typing: false,
  presence: false,
  send: refusal,
});

describe('who may see and reach whom', () => {
  it('without a barrier, both see and reach each other', async () => {
    const { viewer, member } = await pair();
    expect(await reach(viewer, member)).toEqual({
      listed: true,
      profile: 200,
      history: 200,
      typing: true,
      presence: true,
      send: 'sent',
    });
  });

  it('a block hides the blocker from the blocked member on every path', async () => {
    const { viewer, member } = await pair();
    await block(t, member.id, viewer.id);
    expect(await reach(viewer, member)).toEqual(unseen(MSG.blockedByUser));
  });

  it('a hide works on every path in both directions, and the other is told nothing', async () => {
    const { viewer, member } = await pair();
    const res = await hide(viewer, [(await emailOf(member)).toUpperCase()]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await reach(viewer, member)).toEqual(unseen(MSG.userUnavailable));
    expect(await reach(member, viewer)).toEqual(unseen(MSG.userUnavailable));
  });

  it('applies to a member who signs up after being listed', async () => {
    const address = uniqueEmail();
    const owner = await createMember(t, { gender: 'woman', orientation: 'androphilic' });
    await lastSeen(t, owner.id, 60_000);
    expect((await hide(owner, [`  ${address.toUpperCase()} `])).statusCode).toBe(200);
    const later = await createMember(t, { gender: 'man', orientation: 'gynephilic', email: address });
    await lastSeen(t, later.id, 60_000);
    expect(await reach(later, owner)).toEqual(unseen(MSG.userUnavailable));
    expect(await reach(owner, later)).toEqual(unseen(MSG.userUnavailable));
  });

  it('keeps a conversation that already exists, and browse counts match the list', async () => {
    const { viewer, member } = await pair();
    const socket = await socketOf(viewer);
    expect((await send(socket, { recipient_id: member.id, message: 'before' })).ok).toBe(true);
    await hide(member, [await emailOf(viewer)]);
    const after = await reach(viewer, member);
    expect(after).toMatchObject({ listed: true, profile: 200, history: 200, typing: true, send: 'sent' });
    // A stranger hidden from the same member is neither listed nor counted.
    const { page } = await browseIds(member);
    expect(page.counts.new + page.counts.active + page.counts.others).toBe(page.users.length);
  });

  it('clearing the list brings the other back; deletion forgets the list', async () => {
    const { viewer, member } = await pair();
    await hide(viewer, [await emailOf(member)]);
    expect((await browseIds(member)).ids).not.toContain(viewer.id);
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me/hidden-emails',
      headers: bearer(viewer.token),
    });
    expect(cleared.json()).toMatchObject({ count: 0 });
    expect((await browseIds(member)).ids).toContain(viewer.id);
    await hide(viewer, [await emailOf(member)]);
    await deleteAccount(t.ctx, viewer.id, { type: 'user_requested' });
    const rows = await t.ctx.db.execute(`select count(*)::int as n from hidden_emails where owner_id = ${viewer.id}`);
    expect((rows as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

async function emailOf(m: TestMember): Promise<string> {
  return m.email;
}

describe('one owner', () => {
  // The consumers of visibility decisions name neither the blocks nor the hides table, and
  // never order a pair themselves: they call the relationships module.
  const consumers = [
    'chat/chat.policy.ts',
    'chat/message.repository.ts',
    'chat/presence.service.ts',
    'chat/history.service.ts',
    'users/browse.service.ts',
    'users/users.service.ts',
    'users/users.policy.ts',
    'users/user-card.repository.ts',
    'account/account-deletion.service.ts',
  ];
  it.each(consumers)('%s asks the relationships module', (file) => {
    const source = readFileSync(path.join(__dirname, '..', file), 'utf8');
    const schemaImport = /import \{([^}]*)\} from '@\/db\/schema\/index'/.exec(source)?.[1] ?? '';
    expect(schemaImport).not.toMatch(/\b(blocks|hiddenEmails)\b/);
    expect(source).not.toMatch(/\$\{blocks\}|from blocks|hidden_emails/);
    expect(source).not.toMatch(/least\(|greatest\(q\.|a < b \?/);
  });
});
