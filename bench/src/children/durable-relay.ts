/**
 * The durable baseline for chat: the least a chat that keeps every message must do, with no
 * rule of Quad's. Fastify + Socket.IO with the product's options, and the same database
 * (PostgreSQL at RELAY_DATABASE_URL, else an embedded PGlite in this process, as Quad's
 * embedded database lives in its own). A connection names its member in `auth.userId`.
 *
 * - `send_message`: the message joins the next group commit (one multi-row INSERT per batch
 *   while the previous one is written), is acknowledged once committed, then forwarded to the
 *   recipient's room.
 * - `message_delivered`: receipts are written the same way (one UPDATE per batch) and then
 *   told to the sender.
 *
 * The table has what any stored chat needs: the key, one row per (sender, client id) so a
 * retry is not stored twice, and the conversation order for history.
 */
import Fastify from 'fastify';
import { memberOf, memberSockets, type RelayedMessage } from './member-sockets';

interface Query {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

async function openDatabase(): Promise<Query> {
  const url = process.env.RELAY_DATABASE_URL;
  if (url) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.RELAY_POOL_SIZE ?? 20) });
    return {
      query: async (text: string, params: unknown[] = []) => ({ rows: (await pool.query(text, params)).rows }),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  return {
    query: async (text: string, params: unknown[] = []) => ({ rows: (await db.query(text, params)).rows }),
    close: () => db.close(),
  };
}

/**
 * Items handed over while a batch is being written wait for the next one; a lone item waits
 * for nothing. One batch at a time, as Quad stores its messages.
 */
class GroupCommit<I, O> {
  private pending: { item: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  private writing = false;
  constructor(
    private readonly write: (items: I[]) => Promise<O[]>,
    private readonly maxBatch = 200,
  ) {}

  add(item: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      try {
        const out = await this.write(batch.map((b) => b.item));
        batch.forEach((b, i) => b.resolve(out[i]!));
      } catch (err) {
        for (const b of batch) b.reject(err);
      }
    }
    this.writing = false;
  }
}

const db = await openDatabase();
await db.query(`
  create table if not exists relay_messages (
    id bigserial primary key,
    sender_id integer not null,
    recipient_id integer not null,
    content text not null,
    client_id text,
    created_at timestamptz not null default now(),
    delivered_at timestamptz
  )`);
await db.query(
  'create unique index if not exists relay_messages_client on relay_messages (sender_id, client_id) where client_id is not null',
);
await db.query(
  'create index if not exists relay_messages_pair on relay_messages (least(sender_id, recipient_id), greatest(sender_id, recipient_id), id)',
);

interface NewMessage {
  senderId: number;
  recipientId: number;
  content: string;
  clientId: string | null;
}

const messages = new GroupCommit<NewMessage, RelayedMessage>(async (batch) => {
  const { rows } = (await db.query(
    `insert into relay_messages (sender_id, recipient_id, content, client_id)
     select * from unnest($1::int[], $2::int[], $3::text[], $4::text[])
     returning id, created_at`,
    [
      batch.map((m) => m.senderId),
      batch.map((m) => m.recipientId),
      batch.map((m) => m.content),
      batch.map((m) => m.clientId),
    ],
  )) as { rows: { id: string; created_at: Date | string }[] };
  // Rows come back in the order of the unnested input.
  return batch.map((m, i) => ({
    id: Number(rows[i]!.id),
    sender_id: m.senderId,
    recipient_id: m.recipientId,
    content: m.content,
    timestamp: new Date(rows[i]!.created_at).toISOString(),
    client_id: m.clientId,
  }));
});

interface Receipt {
  id: number;
  recipientId: number;
}

const receipts = new GroupCommit<Receipt, { sender_id: number; delivered_at: string } | null>(async (batch) => {
  const { rows } = (await db.query(
    `update relay_messages m set delivered_at = now()
     from unnest($1::bigint[], $2::int[]) as r(id, recipient_id)
     where m.id = r.id and m.recipient_id = r.recipient_id and m.delivered_at is null
     returning m.id, m.sender_id, m.delivered_at`,
    [batch.map((r) => r.id), batch.map((r) => r.recipientId)],
  )) as { rows: { id: string; sender_id: number; delivered_at: Date | string }[] };
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return batch.map((r) => {
    const row = byId.get(r.id);
    return row ? { sender_id: row.sender_id, delivered_at: new Date(row.delivered_at).toISOString() } : null;
  });
}, 1_000);

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ ok: true }));
const io = memberSockets(app.server);
io.on('connection', (socket) => {
  const me = memberOf(socket);
  socket.on(
    'send_message',
    (
      payload: { recipient_id: number; message: string; client_id?: string },
      ack?: (r: { ok: boolean; message?: RelayedMessage; msg?: string }) => void,
    ) => {
      messages
        .add({
          senderId: me,
          recipientId: payload.recipient_id,
          content: payload.message,
          clientId: payload.client_id ?? null,
        })
        .then(
          (message) => {
            ack?.({ ok: true, message });
            io.to(`user:${message.recipient_id}`).emit('receive_message', message);
          },
          (err: unknown) => ack?.({ ok: false, msg: String(err) }),
        );
    },
  );
  socket.on('message_delivered', (payload: { message_ids: number[] }) => {
    for (const id of payload.message_ids) {
      receipts.add({ id, recipientId: me }).then(
        (receipt) => {
          if (receipt) {
            io.to(`user:${receipt.sender_id}`).emit('message_delivered', {
              message_id: id,
              delivered_at: receipt.delivered_at,
              read_at: null,
            });
          }
        },
        () => undefined,
      );
    }
  });
});

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ type: 'ready', url: address });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.close())
    .then(() => process.exit(0));
});
