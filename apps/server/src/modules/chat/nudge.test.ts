import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NUDGE_CODE, NUDGE_MSG, type TChatHistoryResponse, type TFlagStatsResponse } from '@quad/contract';
import { autoFlags } from '@/db/schema/index';
import { bearer, createMember, type MemberOptions, type TestMember } from '@/test-support/accounts';
import { connectSocket, nextEvent, type TestSocket } from '@/test-support/socket-client';
import { createTestApp, type TestApp } from '@/test-support/test-app';
import { sendQueue } from './chat.service';
import {
  clientId,
  collect,
  connected,
  eventually,
  reconnectingClient,
  send,
  storedMessages,
} from './chat.test-support';

/** "Are you sure?" for the sender, and the warning's category for the recipient (issue 18). */

const PHONE = 'text me on 403-555-0199 instead';
/** Financial (40) and phone (30) by default: nudged, and flagged once sent (70 ≥ 50 with no context). */
const MONEY_AND_PHONE = 'can you e-transfer me $200 for rent, my number is 403-555-0199';
const LINK = 'my playlist is at https://example.com/list';

let t: TestApp;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  t.clock.advance(60_000);
  await t.ctx.settings.update({ autoflag_nudge_enabled: true, autoflag_nudge_threshold: 25 });
});
afterAll(async () => t.close());

async function online(options: MemberOptions = {}): Promise<{ member: TestMember; socket: TestSocket }> {
  const member = await createMember(t, { gender: 'man', ...options });
  const socket = await connectSocket(t, member.token);
  sockets.push(socket);
  return { member, socket };
}

async function history(viewer: TestMember, otherId: number): Promise<TChatHistoryResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/chat/${otherId}/history`,
    headers: bearer(viewer.token),
  });
  return res.json<TChatHistoryResponse>();
}

async function nudgeStats() {
  const admin = await createMember(t, { isAdmin: true });
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/auto-flags/stats', headers: bearer(admin.token) });
  expect(res.statusCode).toBe(200);
  return res.json<TFlagStatsResponse>().stats.nudges!;
}

describe('the "Are you sure?" nudge', () => {
  it('holds a message with contact details: the ack says why, nothing is stored or delivered', async () => {
    const ann = await online();
    const ben = await online();
    const received = collect(ben.socket, 'receive_message');
    const errors = collect(ann.socket, 'error');

    const ack = await send(ann.socket, { recipient_id: ben.member.id, message: PHONE, client_id: clientId() });

    expect(ack).toEqual({ ok: false, code: NUDGE_CODE, msg: NUDGE_MSG, reasons: ['contact'] });
    await sendQueue.of(t.ctx).idle();
    expect(await storedMessages(t, ann.member.id)).toHaveLength(0);
    expect(received).toEqual([]);
    // Not a refusal: the composer asks, no "error" event tells the spec's clients it failed.
    expect(errors).toEqual([]);
  });

  it('Send anyway (same client id, confirmed) delivers once, flags once, and warns only the recipient', async () => {
    const ann = await online();
    const ben = await online();
    const annTab = await connectSocket(t, (await t.ctx.sessions.create(ann.member.id)).token);
    sockets.push(annTab);
    const received = collect(ben.socket, 'receive_message');
    const mirrored = collect(annTab, 'receive_message');
    const id = clientId();

    const held = await send(ann.socket, { recipient_id: ben.member.id, message: MONEY_AND_PHONE, client_id: id });
    expect(held).toMatchObject({ ok: false, code: NUDGE_CODE, reasons: ['contact', 'financial'] });

    const arriving = nextEvent(ben.socket, 'receive_message');
    const sent = await send(ann.socket, {
      recipient_id: ben.member.id,
      message: MONEY_AND_PHONE,
      client_id: id,
      confirmed: true,
    });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    expect(sent.message).not.toHaveProperty('safety');
    expect(await arriving).toMatchObject({ id: sent.message.id, safety: { category: 'financial' } });

    // A retry of the confirmed send (its ack lost) answers the same copy and delivers nothing more.
    const again = await send(ann.socket, {
      recipient_id: ben.member.id,
      message: MONEY_AND_PHONE,
      client_id: id,
      confirmed: true,
    });
    expect(again).toMatchObject({ ok: true, message: { id: sent.message.id } });
    // So does an unconfirmed send of that client id (another tab still showing the question).
    const late = await send(ann.socket, { recipient_id: ben.member.id, message: MONEY_AND_PHONE, client_id: id });
    expect(late).toMatchObject({ ok: true, message: { id: sent.message.id } });

    expect(await storedMessages(t, ann.member.id)).toHaveLength(1);
    await eventually(async () => (await flagsOf(sent.message.id)).length > 0, 'the flag');
    expect(await flagsOf(sent.message.id)).toMatchObject([{ flagReason: 'financial' }]);
    expect(received.map((m) => m.id)).toEqual([sent.message.id]);
    expect(mirrored).toHaveLength(1);
    expect(mirrored[0]).not.toHaveProperty('safety');

    // History: the recipient sees the warning again, the sender never.
    expect((await history(ben.member, ann.member.id)).messages[0]).toMatchObject({ safety: { category: 'financial' } });
    expect((await history(ann.member, ben.member.id)).messages[0]).not.toHaveProperty('safety');
  });

  it('Edit message: nothing is sent, the edited text goes as a new message, and the statistics count it', async () => {
    const before = await nudgeStats();
    const ann = await online();
    const ben = await online();
    const received = collect(ben.socket, 'receive_message');

    const held = await send(ann.socket, { recipient_id: ben.member.id, message: PHONE, client_id: clientId() });
    expect(held).toMatchObject({ ok: false, code: NUDGE_CODE });
    const edited = await send(ann.socket, {
      recipient_id: ben.member.id,
      message: 'lets keep chatting here for now',
      client_id: clientId(),
    });
    expect(edited.ok).toBe(true);

    const rows = await storedMessages(t, ann.member.id);
    expect(rows.map((r) => r.content)).toEqual(['lets keep chatting here for now']);
    await eventually(() => received.length > 0, 'the delivery');
    expect(received.map((m) => m.content)).toEqual(['lets keep chatting here for now']);
    expect(received[0]).not.toHaveProperty('safety');
    const after = await nudgeStats();
    expect(after.issued - before.issued).toBe(1);
    expect(after.confirmed - before.confirmed).toBe(0);
    expect(after.edited - before.edited).toBe(1);
  });

  it('keeps the held message across a reconnection: asked again, counted once, stored once when confirmed', async () => {
    const before = await nudgeStats();
    const ann = await createMember(t, { gender: 'man' });
    const ben = await online();
    const socket = reconnectingClient(url, ann.token);
    sockets.push(socket);
    await connected(socket);
    const received = collect(ben.socket, 'receive_message');
    const id = clientId();
    const payload = { recipient_id: ben.member.id, message: PHONE, client_id: id };

    expect(await send(socket, payload)).toMatchObject({ ok: false, code: NUDGE_CODE });
    socket.io.engine.close();
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // A client that lost the answer sends the held message again, unconfirmed: asked again.
    expect(await send(socket, payload)).toMatchObject({ ok: false, code: NUDGE_CODE });

    // Send anyway, and the connection drops as its ack comes back: the sender retries.
    const engine = socket.io.engine;
    const onPacket = (packet: { type: string; data?: unknown }) => {
      if (packet.type !== 'message' || typeof packet.data !== 'string' || !packet.data.startsWith('3')) return;
      engine.off('packet', onPacket);
      engine.close();
    };
    engine.on('packet', onPacket);
    const lost = socket.timeout(2_000).emitWithAck('send_message', { ...payload, confirmed: true });
    await expect(lost).rejects.toThrow();
    await connected(socket);
    const retried = await send(socket, { ...payload, confirmed: true });
    expect(retried.ok).toBe(true);

    await sendQueue.of(t.ctx).idle();
    expect(await storedMessages(t, ann.id)).toHaveLength(1);
    await eventually(() => received.length > 0, 'the delivery');
    expect(received.map((m) => m.client_id)).toEqual([id]);
    expect((await history(ben.member, ann.id)).messages).toHaveLength(1);
    const after = await nudgeStats();
    expect(after.issued - before.issued).toBe(1);
    expect(after.confirmed - before.confirmed).toBe(1);
  });

  it('is switched off by autoflag_nudge_enabled, and a higher threshold lets a lone phone number through', async () => {
    const ann = await online();
    const ben = await online();
    await t.ctx.settings.update({ autoflag_nudge_enabled: false });
    const arriving = nextEvent(ben.socket, 'receive_message');
    const off = await send(ann.socket, {
      recipient_id: ben.member.id,
      message: MONEY_AND_PHONE,
      client_id: clientId(),
    });
    expect(off.ok).toBe(true);
    expect(await arriving).toMatchObject({ safety: { category: 'financial' } });
    if (off.ok) await eventually(async () => (await flagsOf(off.message.id)).length > 0, 'the flag');

    await t.ctx.settings.update({ autoflag_nudge_enabled: true, autoflag_nudge_threshold: 31 });
    const phone = nextEvent(ben.socket, 'receive_message');
    expect((await send(ann.socket, { recipient_id: ben.member.id, message: PHONE, client_id: clientId() })).ok).toBe(
      true,
    );
    expect(await phone).toMatchObject({ safety: { category: 'contact' } });
  });

  it('never holds a link or ordinary chat; the recipient is told about the link', async () => {
    const ann = await online();
    const ben = await online();
    const link = nextEvent(ben.socket, 'receive_message');
    expect((await send(ann.socket, { recipient_id: ben.member.id, message: LINK, client_id: clientId() })).ok).toBe(
      true,
    );
    expect(await link).toMatchObject({ safety: { category: 'link' } });
    const plain = nextEvent(ben.socket, 'receive_message');
    const ack = await send(ann.socket, {
      recipient_id: ben.member.id,
      message: 'see you at 3 in MS 217',
      client_id: clientId(),
    });
    expect(ack.ok).toBe(true);
    expect(await plain).not.toHaveProperty('safety');
  });
});

function flagsOf(messageId: number) {
  return t.ctx.db.select().from(autoFlags).where(eq(autoFlags.messageId, messageId));
}
