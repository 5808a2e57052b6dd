import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCurrentUser, TDraftResponse, TMessage, TMyPayments } from '@quad/contract';
import {
  call,
  COMPOSE_EVERY_MS,
  connect,
  conversation,
  eventually,
  harness,
  HTTP_PAUSE_MS,
  Inbox,
  MEMBERS,
  Outbox,
  signUp,
  sleep,
  type Member,
} from './server-kill.actors';
import { Claimant, ProfileEditor } from './server-kill.http-actors';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * Faults, nothing lost (ASVS 5.0 V16.5, V13 availability): the real server runs in a
 * process of its own while members chat over real sockets (each message with a client id,
 * resent until acknowledged, as the web client's outbox does), edit their profiles (draft,
 * then publish) and claim payments that an administrator rejects. The server is SIGKILLed
 * mid-stream and started again on the same data: the embedded database's folder, or
 * PostgreSQL when TEST_DB=postgres and DATABASE_URL are set. Every acknowledged message,
 * profile edit and payment claim must be there exactly once, the unacknowledged ones
 * resent with the same client ids must not be doubled, and the clients must recover:
 * reconnect, catch up on what they missed and go on.
 */

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({
    ADMIN_EMAIL: 'faults.admin@ucalgary.ca',
    ADMIN_PASSWORD: 'correct horse battery staple',
  });
  await server.start();
  harness.url = server.url;
}, 180_000);

afterAll(async () => {
  for (const s of harness.sockets) s.disconnect();
  await server?.remove();
});

describe(`a server SIGKILLed while members send`, () => {
  it('keeps every acknowledged message, profile edit and payment claim exactly once, and the clients recover', async () => {
    const members: Member[] = [];
    for (let i = 0; i < MEMBERS; i++) members.push(await signUp(i));
    const admin = await call<{ access_token: string }>('POST', '/auth/login', undefined, {
      email: 'faults.admin@ucalgary.ca',
      password: 'correct horse battery staple',
    });
    expect(admin.status, JSON.stringify(admin.body)).toBe(200);
    const partnerOf = (m: Member) => members[m.index % 2 === 0 ? m.index + 1 : m.index - 1]!;

    const actors = members.map((m) => {
      const socket = connect(m);
      return {
        member: m,
        socket,
        outbox: new Outbox(socket, partnerOf(m).id),
        inbox: new Inbox(socket, m, partnerOf(m).id),
        editor: new ProfileEditor(m),
        claimant: new Claimant(m, admin.body.access_token),
      };
    });
    await eventually(() => actors.every((a) => a.socket.connected), 'every member connected');

    let streaming = true;
    let written = 0;
    const loops = actors.flatMap((a) => [
      (async () => {
        while (streaming) {
          a.outbox.compose(`Message ${written++} from member ${a.member.index}`);
          await sleep(COMPOSE_EVERY_MS);
        }
      })(),
      (async () => {
        while (streaming) {
          await a.editor.round();
          await sleep(HTTP_PAUSE_MS);
        }
      })(),
      (async () => {
        while (streaming) {
          await a.claimant.round();
          await sleep(HTTP_PAUSE_MS);
        }
      })(),
    ]);
    const failure = Promise.all(loops).catch((err: unknown) =>
      harness.problems.push(`an actor failed: ${String(err)}`),
    );

    // Mid-stream: every member has messages acknowledged and an edit and a claim through.
    await eventually(
      () => actors.every((a) => a.outbox.acked.size >= 3 && a.editor.rounds >= 1 && a.claimant.claims.length >= 1),
      'traffic before the kill',
    );
    const snapshots: { acked: Map<string, TMessage>; published: number; claims: number[] }[][] = [];
    const kills: { at: Date; delayMs: number; unacknowledged: number }[] = [];
    // Two kills: one just as a message leaves (before it reaches the server), one about when
    // messages are being stored (the ack may be lost with the server).
    for (const phase of ['leaving', 'storing'] as const) {
      const latencies = actors.flatMap((a) => a.outbox.latencies).sort((x, y) => x - y);
      const delayMs = phase === 'leaving' ? 1 : Math.max(2, Math.round(0.7 * latencies[latencies.length >> 1]!));
      snapshots.push(
        actors.map((a) => ({
          acked: new Map(a.outbox.acked),
          published: a.editor.published,
          claims: [...a.claimant.claims],
        })),
      );
      // The kill comes just after the next message leaves, while sends are on their way.
      const kill = { at: new Date(), delayMs, unacknowledged: 0 };
      await new Promise<void>((resolve, reject) => {
        const trigger = () => {
          for (const a of actors) a.outbox.onTransmit = undefined;
          setTimeout(() => {
            kill.unacknowledged = actors.reduce((n, a) => n + a.outbox.unacknowledged, 0);
            kill.at = new Date();
            server.kill().then(resolve, reject);
          }, delayMs);
        };
        for (const a of actors) a.outbox.onTransmit = trigger;
      });
      kills.push(kill);
      await server.start();

      // The clients recover: they reconnect, and edits, claims and messages go on.
      const progress = actors.map((a) => ({
        acked: a.outbox.acked.size,
        rounds: a.editor.rounds,
        claims: a.claimant.claims.length,
      }));
      await eventually(
        () =>
          actors.every(
            (a, i) =>
              a.socket.connected &&
              a.outbox.acked.size >= progress[i]!.acked + 4 &&
              a.editor.rounds > progress[i]!.rounds &&
              a.claimant.claims.length > progress[i]!.claims,
          ),
        'traffic after the restart',
      );
    }
    streaming = false;
    await failure;
    await eventually(() => actors.every((a) => a.outbox.unsent.size === 0), 'every message acknowledged');
    expect(harness.problems).toEqual([]);

    for (const [i, a] of actors.entries()) {
      const partner = partnerOf(a.member);
      const stored = (await conversation(a.member, partner.id)).filter((m) => m.sender_id === a.member.id);
      // Every message written is stored once, under its client id, with its acknowledged id.
      const byClientId = new Map<string, TMessage[]>();
      for (const m of stored) byClientId.set(m.client_id ?? '', [...(byClientId.get(m.client_id ?? '') ?? []), m]);
      for (const { clientId, content } of a.outbox.composed) {
        const copies = byClientId.get(clientId) ?? [];
        expect(
          copies.map((m) => m.content),
          `member ${i}, ${content}`,
        ).toEqual([content]);
        expect(copies[0]!.id, `member ${i}, ${content}`).toBe(a.outbox.acked.get(clientId)?.id);
      }
      expect(stored).toHaveLength(a.outbox.composed.length);
      for (const before of snapshots) {
        for (const [clientId, message] of before[i]!.acked) {
          expect(byClientId.get(clientId)?.[0]?.id, 'acknowledged before a kill').toBe(message.id);
        }
      }

      // The partner saw each of them, live or by catching up, and none twice live.
      const partnerActor = actors[partner.index]!;
      await eventually(async () => {
        await partnerActor.inbox.settled();
        return stored.every((m) => partnerActor.inbox.byId.has(m.id));
      }, `member ${partner.index} caught up`);
      expect(partnerActor.inbox.byId.size).toBe(stored.length);
      expect(new Set(partnerActor.inbox.liveIds).size).toBe(partnerActor.inbox.liveIds.length);

      // The profile holds the last acknowledged edit, and no draft is left over.
      const me = await call<TCurrentUser>('GET', '/users/me', a.member.token);
      expect(me.body.profile_text).toBe(a.editor.text(a.editor.published));
      expect(a.editor.published).toBeGreaterThan(snapshots.at(-1)![i]!.published);
      expect((await call<TDraftResponse>('GET', '/profile/draft', a.member.token)).body.has_draft).toBe(false);

      // Each claim once: the acknowledged ones before the kill, and every one after.
      const payments = (await call<TMyPayments>('GET', '/payments', a.member.token)).body.payments;
      const claims = payments.filter((p) => p.description === 'e-Transfer reported by member');
      expect(claims.map((p) => p.id).sort((x, y) => x - y)).toEqual([...a.claimant.claims].sort((x, y) => x - y));
      expect(new Set(claims.map((p) => p.id)).size).toBe(claims.length);
      for (const before of snapshots) {
        for (const id of before[i]!.claims) expect(claims.some((p) => p.id === id)).toBe(true);
      }
      expect(claims.every((p) => p.status === 'rejected')).toBe(true);
    }

    const totals = {
      database: server.database,
      messages: actors.reduce((n, a) => n + a.outbox.composed.length, 0),
      unacknowledgedAtKills: kills.map((k) => k.unacknowledged),
      killDelaysMs: kills.map((k) => k.delayMs),
      // Stored before a kill, their ack lost with the server: acknowledged by a resend.
      storedBeforeKillAckedAfter: actors.reduce(
        (n, a) =>
          n +
          [...a.outbox.acked].filter(([clientId, m]) =>
            kills.some((k) => new Date(m.timestamp) < k.at && a.outbox.ackedAt.get(clientId)! > k.at.getTime()),
          ).length,
        0,
      ),
      tooFast: actors.reduce((n, a) => n + a.outbox.tooFast, 0),
      resends: actors.reduce((n, a) => n + a.outbox.resends, 0),
      catchUps: actors.reduce((n, a) => n + a.inbox.catchUps, 0),
      profileEdits: actors.reduce((n, a) => n + a.editor.rounds, 0),
      editChecksAfterLoss: actors.reduce((n, a) => n + a.editor.checksAfterLoss, 0),
      claims: actors.reduce((n, a) => n + a.claimant.claims.length, 0),
      claimsLandedWithoutAck: actors.reduce((n, a) => n + a.claimant.landedWithoutAck, 0),
    };
    console.info(JSON.stringify(totals));
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 300_000);
});
