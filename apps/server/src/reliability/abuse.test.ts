import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG, SOCKET_EVENT_FLOOD, type TOwnPhoto } from '@quad/contract';
import { messages, photos } from '@/db/schema/index';
import { clientId, collect, send, setPaid } from '@/modules/chat/chat.test-support';
import { bearer } from '@/test-support/accounts';
import { gif, jpeg, pngBomb } from '@/test-support/images';
import { uploadPhotoAs } from '@/test-support/photo-upload';
import { useSockets, type TestSocket } from '@/test-support/socket-client';
import { useTestApp } from '@/test-support/test-app';
import { quickMember } from './principals';

/** ASVS 5.0 V5 (file handling) and V4.4 (WebSocket) abuse, beyond what the features test. */
const t = useTestApp();
const sockets = useSockets(t, { advanceClockMs: 120_000 });

describe('hostile uploads', () => {
  it('refuses zero-byte, truncated, wrong-magic, SVG-with-script and bomb files, storing nothing', async () => {
    const member = await quickMember(t);
    const photo = await jpeg(400, 400);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(document.cookie)</script><rect width="400" height="400"/></svg>',
    );
    const cases: [string, Buffer, string][] = [
      ['zero-byte', Buffer.alloc(0), 'a.jpg'],
      ['truncated JPEG', photo.subarray(0, 200), 'a.jpg'],
      ['JPEG magic, then garbage', Buffer.concat([photo.subarray(0, 4), Buffer.alloc(5000, 7)]), 'a.jpg'],
      [
        'PNG magic, then garbage',
        Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(5000, 1)]),
        'a.png',
      ],
      ['SVG with a script, named .png', svg, 'a.png'],
      ['SVG with a script', svg, 'a.svg'],
      ['HTML named .jpg', Buffer.from('<html><script>alert(1)</script></html>'), 'a.jpg'],
      ['decompression bomb', pngBomb(), 'bomb.png'],
    ];
    for (const [what, file, filename] of cases) {
      const res = await uploadPhotoAs(t, member.token, file, { filename });
      expect(res.statusCode, what).toBe(400);
      expect(res.json().msg, what).toEqual(expect.any(String));
      t.clock.advance(10_000);
    }
    expect(await t.ctx.db.select().from(photos).where(eq(photos.userId, member.id))).toEqual([]);
  });

  it('re-encodes a polyglot (an image carrying a script) so that the script is not served', async () => {
    const member = await quickMember(t);
    const payload = '<script>alert("polyglot")</script>';
    const polyglot = Buffer.concat([await gif(300, 300), Buffer.from(payload)]);
    const res = await uploadPhotoAs(t, member.token, polyglot, { filename: 'x.gif' });
    expect(res.statusCode).toBe(200);
    const { photo } = res.json<{ photo: TOwnPhoto }>();
    const served = await t.app.inject({ method: 'GET', url: photo.thumbnail });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    for (const file of await t.ctx.photos.list()) {
      if (file.endsWith('.webp')) expect((await t.ctx.photos.read(file))!.includes(payload)).toBe(false);
    }
  });
});

describe('socket abuse', () => {
  async function online() {
    const member = await quickMember(t);
    await setPaid(t, member.id);
    const socket = await sockets.connect(member.token);
    return { member, socket };
  }
  const alive = async (socket: TestSocket) => {
    const res = await send(socket, { recipient_id: 2_147_483_000, client_id: clientId() });
    return !res.ok && socket.connected;
  };

  it('ignores unknown events and malformed payloads, and the connection keeps working', async () => {
    const { socket } = await online();
    const raw = socket as unknown as { emit(event: string, ...args: unknown[]): void };
    for (const event of ['__proto__', 'constructor', 'admin_delete_user', 'disconnect_all', 'x'.repeat(1000)]) {
      raw.emit(event, { user_id: 1 });
    }
    for (const payload of [null, 42, 'text', [], { recipient_id: '1' }, { recipient_id: -1, message: 'x' }]) {
      raw.emit('send_message', payload);
      raw.emit('message_read', payload);
      raw.emit('join_room', payload);
    }
    raw.emit('message_read', { message_ids: Array.from({ length: 501 }, (_, i) => i + 1) });
    expect(await alive(socket)).toBe(true);
  });

  it('stores the connection’s own member as the sender, whatever sender the payload names', async () => {
    const a = await online();
    const b = await online();
    const victim = await quickMember(t);
    const ack = await a.socket.emitWithAck('send_message', {
      recipient_id: b.member.id,
      message: 'who am I',
      client_id: clientId(),
      ...({ sender_id: victim.id, user_id: victim.id } as object),
    });
    expect(ack.ok).toBe(true);
    const [row] = await t.ctx.db.select().from(messages).where(eq(messages.recipientId, b.member.id));
    expect(row!.senderId).toBe(a.member.id);
  });

  it('refuses a message with a NUL character or broken Unicode with a message, not an internal error', async () => {
    const a = await online();
    const b = await online();
    for (const message of ['hello\u0000world', 'broken \uD800 surrogate']) {
      const ack = await send(a.socket, { recipient_id: b.member.id, message, client_id: clientId() });
      expect(ack, JSON.stringify(message)).toEqual({ ok: false, msg: MSG.invalidMessage, code: 'validation_failed' });
    }
    expect(await alive(a.socket)).toBe(true);
  });

  it('drops events beyond the per-member rate, whatever they are, and serves the member again after a pause', async () => {
    const { member, socket } = await online();
    const other = await quickMember(t);
    const answers = collect(socket, 'user_went_offline');
    const raw = socket as unknown as { emit(event: string, ...args: unknown[]): void };
    // Each join_room costs the server database work; unknown events count too.
    for (let i = 0; i < 50; i++) raw.emit('no_such_event', { i });
    for (let i = 0; i < 250; i++) socket.emit('join_room', { other_user_id: other.id });
    // Packets are handled in order: this answer comes after all of the above were handled.
    const refused = await send(socket, { recipient_id: other.id, client_id: clientId() });
    expect(refused).toEqual({ ok: false, msg: MSG.sendingTooFast, code: 'rate_limited' });
    await t.ctx.realtime.settled();
    await send(socket, { recipient_id: 2_147_483_000, client_id: clientId() });
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.length).toBeLessThanOrEqual(SOCKET_EVENT_FLOOD.burst);
    expect(socket.connected).toBe(true);

    t.clock.advance(60_000);
    expect(await alive(socket)).toBe(true);
    const ack = await send(socket, { recipient_id: other.id, message: 'after a pause', client_id: clientId() });
    expect(ack.ok).toBe(true);
    expect((await t.ctx.db.select().from(messages).where(eq(messages.senderId, member.id))).length).toBe(1);
  });

  it('closes a connection that sends an oversized frame, and the server serves the next one', async () => {
    const { member, socket } = await online();
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    socket.emit('send_message', { recipient_id: 1, message: 'x'.repeat(2 * 1024 * 1024) });
    expect(await closed).toBe('transport close');
    const again = await sockets.connect(member.token);
    expect(await alive(again)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(member.token) })).statusCode,
    ).toBe(200);
  });
});
