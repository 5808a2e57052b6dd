/**
 * The baselines: what the stack alone does, without Quad. One process, started by the bench:
 * - BARE_MODE=http: Fastify answering GET /api/health, and GET /api/users with a fixed body
 *   (BARE_BODY_FILE, the product's own response), i.e. the HTTP stack's limit;
 * - BARE_MODE=sockets: Fastify + Socket.IO with the product's options; a connection names its
 *   member in `auth.userId` and joins that member's room; `send_message` is forwarded to the
 *   recipient's room and acknowledged, `message_delivered` goes back to the sender. Nothing
 *   is checked, stored or screened: the relay's own limit.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { memberOf, memberSockets, type RelayedMessage } from './member-sockets';

const mode = process.env.BARE_MODE ?? 'http';
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ ok: true }));
if (process.env.BARE_BODY_FILE) {
  const body = readFileSync(process.env.BARE_BODY_FILE, 'utf8');
  app.get('/api/users', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}

if (mode === 'sockets') {
  const io = memberSockets(app.server);
  let nextId = 1;
  const senders = new Map<number, number>();
  io.on('connection', (socket) => {
    const me = memberOf(socket);
    socket.on(
      'send_message',
      (
        payload: { recipient_id: number; message: string; client_id?: string },
        ack?: (r: { ok: true; message: RelayedMessage }) => void,
      ) => {
        const message: RelayedMessage = {
          id: nextId++,
          sender_id: me,
          recipient_id: payload.recipient_id,
          content: payload.message,
          timestamp: new Date().toISOString(),
          client_id: payload.client_id ?? null,
        };
        senders.set(message.id, me);
        io.to(`user:${payload.recipient_id}`).emit('receive_message', message);
        ack?.({ ok: true, message });
      },
    );
    socket.on('message_delivered', (payload: { message_ids: number[] }) => {
      for (const id of payload.message_ids) {
        const sender = senders.get(id);
        senders.delete(id);
        if (sender !== undefined) {
          io.to(`user:${sender}`).emit('message_delivered', {
            message_id: id,
            delivered_at: new Date().toISOString(),
            read_at: null,
          });
        }
      }
    });
  });
}

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ type: 'ready', url: address });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
