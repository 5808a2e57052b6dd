import { beforeEach, describe, expect, it } from 'vitest';
import { lastSeen, writeMessage } from '@/test-support/message-history';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import type { TestApp } from '@/test-support/test-app';
import { BROWSE_COUNT_TTL_MS } from './browse-population';
import { useBrowseScene } from './browse.test-support';

const { scene, browse, names, member, setUser } = useBrowseScene();
let t: TestApp;
let viewer: TestMember;
beforeEach(() => {
  ({ t, viewer } = scene);
});

describe('totals (the population shared between viewers)', () => {
  it('reuses the count for a few seconds; the viewer’s messages, blocks and moderation show at once', async () => {
    const admin = await createMember(t, { isAdmin: true });
    await setUser(admin, { profileVisible: false });
    // The viewer is active (as their own requests record, a moment later) from the first count on.
    await lastSeen(t, viewer.id, 0);
    const crowd: TestMember[] = [];
    for (let i = 0; i < 45; i++) crowd.push(await member({}, i + 1));
    const post = (url: string, token: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
    expect(await browse()).toMatchObject({ total_pages: 3, counts: { new: 0, active: 0, others: 45 } });

    // A member joining without anything this instance hears of counts once the count expires;
    // the pages themselves list them at once.
    const late = await member({}, 90);
    const first = await browse();
    expect(first.counts.others).toBe(45);
    expect(names(await browse('page=3'))).toContain(late.username);
    t.clock.advance(BROWSE_COUNT_TTL_MS);
    // Past its lifetime the shared population still answers the request that starts its reload.
    expect((await browse()).counts.others).toBe(45);
    await expect.poll(async () => (await browse()).counts.others).toBe(46);

    // The viewer's own exclusions are counted on every request.
    await writeMessage(t, crowd[0]!.id, viewer.id);
    expect((await browse()).counts).toEqual({ new: 1, active: 0, others: 45 });
    expect((await post(`/api/users/${viewer.id}/block`, crowd[1]!.token)).statusCode).toBe(200);
    expect((await browse()).counts).toEqual({ new: 1, active: 0, others: 44 });

    // Suspension, unsuspension, deletion and hiding on this instance drop the shared count.
    const act = (id: number, action: string, payload: object = {}) =>
      post(`/api/admin/users/${id}/${action}`, admin.token, payload);
    expect((await act(crowd[2]!.id, 'suspend', { reason: 'Spam' })).statusCode).toBe(200);
    expect((await browse()).counts.others).toBe(43);
    expect((await act(crowd[2]!.id, 'unsuspend')).statusCode).toBe(200);
    expect((await browse()).counts.others).toBe(44);
    expect((await act(crowd[3]!.id, 'delete', { reason: 'Fake profile' })).statusCode).toBe(200);
    expect((await browse()).counts.others).toBe(43);
    const hide = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: bearer(crowd[4]!.token),
      payload: { profile_visible: false },
    });
    expect(hide.statusCode).toBe(200);
    const after = await browse();
    expect(after.counts).toEqual({ new: 1, active: 0, others: 42 });
    expect(after.total_pages).toBe(3);

    // Paging to the end lists exactly what the totals promised.
    const pages = [after, await browse('page=2'), await browse('page=3')];
    expect(pages.flatMap((p) => p.users).length).toBe(43);
    expect(pages.map((p) => p.total_pages)).toEqual([3, 3, 3]);
  });

  it('keeps whether another page follows exact while the count is stale', async () => {
    for (let i = 0; i < 20; i++) await member({}, i + 1);
    expect(await browse()).toMatchObject({ total_pages: 1, counts: { others: 20 } });
    const extra = await member({}, 30);
    // The standing count still says 20, but page 1 saw a 21st member: a second page follows.
    const page = await browse();
    expect(page.total_pages).toBe(2);
    expect(page.counts.others).toBe(21);
    expect(names(await browse('page=2'))).toEqual([extra.username]);
  });
});
