import { beforeEach, describe, expect, it } from 'vitest';
import { BROWSE_PAGE_SIZE, INBOX_PREVIEW_CHARS, MSG } from '@quad/contract';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { connectSocket, disconnectAndSettle } from '@/test-support/socket-client';
import { givePhoto, lastSeen, readAll, writeMessage } from '@/test-support/message-history';
import type { TestApp } from '@/test-support/test-app';
import { MINUTE, useBrowseScene } from './browse.test-support';

const DAY = 24 * 60 * MINUTE;

const { scene, get, browse, names, member, setUser } = useBrowseScene();
let t: TestApp;
let viewer: TestMember;
beforeEach(() => {
  ({ t, viewer } = scene);
});

describe('who appears in browse', () => {
  it('lists verified, visible members active within the threshold, never the viewer, and never an e-mail', async () => {
    const a = await member();
    const b = await member({ gender: 'man' });
    const page = await browse();
    expect(names(page).sort()).toEqual([a.username, b.username].sort());
    expect(page.users.map((u) => u.id)).not.toContain(viewer.id);
    expect(JSON.stringify(page)).not.toContain('@ucalgary.ca');
    expect(page.users[0]).not.toHaveProperty('email');
  });

  it('hides members inactive beyond user_activity_threshold_days, and those never active', async () => {
    const inside = await member({}, 29 * 24 * 60);
    await member({}, 31 * 24 * 60);
    const never = await createMember(t);
    await lastSeen(t, never.id, null);
    expect(names(await browse())).toEqual([inside.username]);

    await t.ctx.settings.update({ user_activity_threshold_days: 60 });
    expect(await browse().then((p) => p.users.length)).toBe(2);
  });

  it('hides members who turned their profile off, suspended, deleted and unverified members', async () => {
    const shown = await member();
    const hidden = await member();
    await setUser(hidden, { profileVisible: false });
    const suspended = await member();
    await setUser(suspended, { isSuspended: true, suspendedAt: t.clock.now() });
    const deleted = await member();
    await setUser(deleted, { deletedAt: t.clock.now(), email: null });
    await member({ verified: false });
    expect(names(await browse())).toEqual([shown.username]);
  });

  it('never lists members who blocked the viewer; members the viewer blocked are listed, marked', async () => {
    const blocker = await member();
    const blocked = await member();
    const post = (path: string, token: string) =>
      t.app.inject({ method: 'POST', url: `/api/users${path}`, headers: bearer(token) });
    expect((await post(`/${viewer.id}/block`, blocker.token)).statusCode).toBe(200);
    expect((await post(`/${blocked.id}/block`, viewer.token)).json()).toEqual({
      msg: 'User blocked',
      is_blocked: true,
    });
    const page = await browse();
    expect(names(page)).toEqual([blocked.username]);
    expect(page.users[0]).toMatchObject({ is_blocked: true, i_am_blocked: false });
  });

  it('keeps members with message history listed although inactive or hidden, but not once suspended or blocking', async () => {
    const old = await member({}, 200 * 24 * 60);
    const hidden = await member();
    await setUser(hidden, { profileVisible: false });
    await writeMessage(t, viewer.id, old.id, { at: new Date(t.clock.now().getTime() - 100 * DAY) });
    await writeMessage(t, hidden.id, viewer.id, { at: new Date(t.clock.now().getTime() - 50 * DAY), read: true });
    expect(names(await browse()).sort()).toEqual([old.username, hidden.username].sort());

    await setUser(old, { isSuspended: true });
    await t.app.inject({ method: 'POST', url: `/api/users/${viewer.id}/block`, headers: bearer(hidden.token) });
    expect(names(await browse())).toEqual([]);
  });

  it('refuses suspended viewers and anonymous callers', async () => {
    const suspended = await createMember(t, { suspendedReason: 'Spam' });
    const res = await get('/api/users', suspended.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ msg: MSG.suspendedNotAllowed });
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});

describe('groups and order', () => {
  it('puts unread conversations (however old) first, then recent ones, then others by latest activity', async () => {
    const now = t.clock.now().getTime();
    const oldUnread = await member({}, 90 * 24 * 60);
    const newUnread = await member();
    const recent = await member();
    const older = await member();
    const othersA = await member({}, 60);
    const othersB = await member({}, 5);
    const othersC = await member({}, 3 * 24 * 60);
    await writeMessage(t, oldUnread.id, viewer.id, { at: new Date(now - 60 * DAY) });
    await writeMessage(t, newUnread.id, viewer.id, { at: new Date(now - 2 * MINUTE) });
    await writeMessage(t, newUnread.id, viewer.id, { at: new Date(now - MINUTE) });
    await writeMessage(t, viewer.id, recent.id, { at: new Date(now - 3 * DAY) });
    await writeMessage(t, older.id, viewer.id, { at: new Date(now - 20 * DAY), read: true });
    await lastSeen(t, older.id, 30 * MINUTE);

    const page = await browse();
    expect(names(page)).toEqual([
      newUnread.username,
      oldUnread.username,
      recent.username,
      othersB.username,
      older.username,
      othersA.username,
      othersC.username,
    ]);
    expect(page.counts).toEqual({ new: 2, active: 1, others: 4 });
    expect(page.users[0]).toMatchObject({
      unread_count: 2,
      has_conversation: true,
      browse_chat_status: '2 new messages',
    });
    expect(page.users[2]).toMatchObject({ unread_count: 0, browse_chat_status: 'Waiting for reply' });

    // Reading moves a conversation out of New; a longer active window moves one into Active.
    await readAll(t, newUnread.id, viewer.id);
    await t.ctx.settings.update({ active_chat_days: 30 });
    const after = await browse();
    expect(after.counts).toEqual({ new: 1, active: 3, others: 3 });
    expect(names(after).slice(0, 4)).toEqual([oldUnread.username, newUnread.username, recent.username, older.username]);
  });

  it('applies the filters to Others only: a conversation never hides behind a filter', async () => {
    const partner = await member({ gender: 'man', age: 50 });
    await writeMessage(t, partner.id, viewer.id);
    const match = await member({ gender: 'woman', age: 22 });
    await member({ gender: 'man', age: 22 });
    const page = await browse('genders=woman&max_age=30');
    expect(names(page)).toEqual([partner.username, match.username]);
    expect(page.counts).toEqual({ new: 1, active: 0, others: 1 });
  });
});

describe('filters', () => {
  it('narrows by age, height, gender, orientation, institution and photos', async () => {
    const ann = await member({ gender: 'woman', orientation: 'androphilic', age: 20, heightInches: 60 });
    const bea = await member({ gender: 'woman', orientation: 'ambiphilic', age: 30, heightInches: 70 });
    const cal = await member({ gender: 'nonbinary', orientation: 'gynephilic', age: 40, heightInches: 80 });
    const dan = await member({
      gender: 'man',
      orientation: 'androphilic',
      age: 25,
      heightInches: 50,
      institutionId: 'sait',
      email: `dan.${Date.now()}@edu.sait.ca`,
    });
    await givePhoto(t, bea.id, { primary: true });
    await givePhoto(t, cal.id, { pending: true });
    const only = async (query: string) => names(await browse(query)).sort();

    expect(await only('min_age=25&max_age=35')).toEqual([bea.username, dan.username].sort());
    expect(await only('min_age=40')).toEqual([cal.username]);
    expect(await only('min_height_inches=65&max_height_inches=75')).toEqual([bea.username]);
    expect(await only('genders=woman,nonbinary')).toEqual([ann.username, bea.username, cal.username].sort());
    expect(await only('orientations=androphilic')).toEqual([ann.username, dan.username].sort());
    expect(await only('institution_ids=sait')).toEqual([dan.username]);
    expect(await only('institution_ids=ucalgary,sait').then((n) => n.length)).toBe(4);
    expect(await only('has_photos=true')).toEqual([bea.username]);
    expect(await only('has_photos=false').then((n) => n.length)).toBe(4);
    expect(await only('genders=woman&orientations=ambiphilic&min_age=18&max_age=80&has_photos=true')).toEqual([
      bea.username,
    ]);
  });

  it('answers 400 with a message for every malformed parameter', async () => {
    const bad = [
      'page=0',
      'page=-1',
      'page=abc',
      'page=1.5',
      'page=10001',
      'page=1&page=2',
      'min_age=17',
      'max_age=81',
      'min_age=30&max_age=20',
      'min_height_inches=47',
      'max_height_inches=85',
      'min_height_inches=80&max_height_inches=60',
      'genders=alien',
      'genders=',
      'genders=man,,woman',
      'orientations=heterosexual',
      'institution_ids=nowhere',
      'institution_ids=UCALGARY',
      'has_photos=yes',
      'with_messages=1',
    ];
    for (const query of bad) {
      const res = await get(`/api/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ msg: string }>().msg, query).toMatch(/\w/);
    }
    expect((await get('/api/users?institution_ids=nowhere')).json()).toEqual({
      msg: 'Unknown institution: nowhere',
      code: 'bad_request',
    });
    expect((await get('/api/users?min_age=17')).json<{ msg: string }>().msg).toContain(
      'min_age must be a whole number from 18 to 80',
    );
  });
});

describe('paging', () => {
  it('pages through groups then others, 20 at a time, without repeats', async () => {
    const partners = await Promise.all(Array.from({ length: 3 }, () => member()));
    for (const p of partners) await writeMessage(t, p.id, viewer.id);
    const others = await Promise.all(Array.from({ length: 42 }, (_, i) => member({}, i + 1)));
    const pages = [await browse('page=1'), await browse('page=2'), await browse('page=3')];
    expect(pages.map((p) => p.users.length)).toEqual([BROWSE_PAGE_SIZE, BROWSE_PAGE_SIZE, 5]);
    expect(pages.map((p) => [p.current_page, p.total_pages])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    const all = pages.flatMap((p) => p.users.map((u) => u.id));
    expect(new Set(all).size).toBe(45);
    expect(all.slice(0, 3).sort()).toEqual(partners.map((p) => p.id).sort());
    // Others in order of latest activity: the member active 1 minute ago first.
    expect(all.slice(3)).toEqual(others.map((o) => o.id));
    const beyond = await browse('page=4');
    expect(beyond).toMatchObject({ users: [], current_page: 4, total_pages: 3 });
  });

  it('answers an empty first page when nobody matches', async () => {
    expect(await browse()).toEqual({
      users: [],
      current_page: 1,
      total_pages: 0,
      counts: { new: 0, active: 0, others: 0 },
    });
  });
});

describe('cards', () => {
  it('carries the card fields: status, photos, institution, conversation and chat statistics', async () => {
    const she = await member({ gender: 'woman', age: 24, heightInches: 65 }, 2);
    const man = await member({ gender: 'man' });
    const nb = await member({ gender: 'nonbinary' });
    const first = await givePhoto(t, she.id);
    const primary = await givePhoto(t, she.id, { primary: true });
    await givePhoto(t, she.id, { pending: true });
    await writeMessage(t, she.id, viewer.id, { read: true });
    await writeMessage(t, viewer.id, she.id, { read: true });
    await writeMessage(t, she.id, man.id);
    await writeMessage(t, nb.id, she.id);
    // Online needs an open connection as well as recent activity.
    const herTab = await connectSocket(t, she.token);

    const card = (await browse()).users.find((u) => u.id === she.id)!;
    await disconnectAndSettle(t, herTab);
    expect(card).toMatchObject({
      username: she.username,
      age: 24,
      gender: 'woman',
      height_inches: 65,
      institution: { id: 'ucalgary', name: 'University of Calgary' },
      is_suspended: false,
      is_blocked: false,
      i_am_blocked: false,
      has_conversation: true,
      unread_count: 0,
      header_status: 'Online',
      browse_chat_status: 'In conversation',
      chat_stats: {
        initiated: { man: 2, woman: 0, nonbinary: 0 },
        received: { man: 0, woman: 0, nonbinary: 1 },
        conversations: { man: 1, woman: 0, nonbinary: 0 },
      },
    });
    expect(card.photos.map((p) => p.id)).toEqual([first.id, primary.id]);
    expect(card.primary_photo?.id).toBe(primary.id);
    expect(card.primary_photo?.url).toMatch(/^\/api\//);
    expect(card.last_message_at).toBe(t.clock.now().toISOString());

    await lastSeen(t, she.id, 6 * MINUTE);
    const later = (await browse()).users.find((u) => u.id === she.id)!;
    expect(later.header_status).toBeNull();
    expect(later.last_activity_at).toBe(new Date(t.clock.now().getTime() - 6 * MINUTE).toISOString());
  });
});

describe('conversation list (with_messages=true)', () => {
  it('lists only conversation partners, most recent first, ignoring the activity threshold', async () => {
    const now = t.clock.now().getTime();
    const a = await member({}, 400 * 24 * 60);
    const b = await member();
    await member();
    await writeMessage(t, viewer.id, a.id, { at: new Date(now - 5 * DAY) });
    await writeMessage(t, b.id, viewer.id, { at: new Date(now - DAY) });
    const page = await browse('with_messages=true');
    expect(names(page)).toEqual([b.username, a.username]);
    expect(page).toMatchObject({ current_page: 1, total_pages: 1, counts: { new: 1, active: 1, others: 0 } });
  });

  it("carries each conversation's last message, saying whose it is; browse pages do not", async () => {
    const now = t.clock.now().getTime();
    const a = await member();
    const b = await member();
    await writeMessage(t, a.id, viewer.id, { at: new Date(now - 3 * MINUTE), content: 'Are you going to the game?' });
    await writeMessage(t, viewer.id, a.id, { at: new Date(now - 2 * MINUTE), content: '  Yes!\n See you   there ' });
    await writeMessage(t, b.id, viewer.id, {
      at: new Date(now - MINUTE),
      content: 'x'.repeat(INBOX_PREVIEW_CHARS + 30),
    });
    const page = await browse('with_messages=true');
    expect(page.users.map((u) => [u.username, u.last_message])).toEqual([
      [
        b.username,
        {
          content: `${'x'.repeat(INBOX_PREVIEW_CHARS)}…`,
          from_me: false,
          timestamp: new Date(now - MINUTE).toISOString(),
        },
      ],
      [
        a.username,
        { content: 'Yes! See you there', from_me: true, timestamp: new Date(now - 2 * MINUTE).toISOString() },
      ],
    ]);
    const browsing = await browse();
    expect(browsing.users.every((u) => !('last_message' in u))).toBe(true);
  });
});

describe('GET /api/users/summary', () => {
  it('counts members online now and the unread messages waiting for the viewer', async () => {
    const online = await member({}, 1);
    const idle = await member({}, 4);
    await member({}, 6);
    const hidden = await member({}, 1);
    await setUser(hidden, { profileVisible: false });
    await writeMessage(t, online.id, viewer.id);
    await writeMessage(t, online.id, viewer.id);
    await writeMessage(t, hidden.id, viewer.id);
    // Online: connected and active within five minutes; the hidden member is connected too but not counted.
    const tabs = await Promise.all([online, idle, hidden].map((m) => connectSocket(t, m.token)));
    expect((await get('/api/users/summary')).json()).toEqual({ online_count: 2, unread_total: 3 });
    for (const tab of tabs) tab.disconnect();
  });
});
