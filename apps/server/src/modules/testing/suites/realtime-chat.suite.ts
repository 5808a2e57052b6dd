import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TSendAck, TMessage } from '@quad/contract';
import { blocks, messages } from '@/db/schema/index';
import { connectSelfSocket, nextSelfEvent, type SelfSocket } from '../self-socket';
import { createThrowawayInstitution, createThrowawayMember, type ThrowawayMember } from '../throwaway-members';
import { check, type TestCaseContext, type TestSuiteDefinition } from '../test-suite.types';

/** No payment is due at this institution: the suite tests delivery, not the payment rule. */
const UNREACHABLE_THRESHOLD = 1_000_000;
const ACK_TIMEOUT_MS = 15_000;

interface Pair {
  alice: ThrowawayMember;
  bob: ThrowawayMember;
  aliceSocket: SelfSocket;
  bobSocket: SelfSocket;
  first?: TMessage;
}

function pair(t: TestCaseContext): Pair {
  const p = t.state.get('pair') as Pair | undefined;
  check(p, 'No connected members: the connection test did not succeed');
  return p;
}

type ClientId = ReturnType<typeof randomUUID>;

async function send(socket: SelfSocket, recipientId: number, message: string, clientId?: string): Promise<TSendAck> {
  const client_id = (clientId ?? randomUUID()) as ClientId;
  // With a timeout socket.io types the answer loosely; it is the ack the chat sends.
  const ack: unknown = await socket
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck('send_message', { recipient_id: recipientId, message, client_id });
  return ack as TSendAck;
}

/** A conversation between two throwaway members over real Socket.IO connections to this server's port. */
export const realtimeChatSuite: TestSuiteDefinition = {
  id: 'realtime-chat',
  name: 'Realtime chat round trip',
  description:
    'Connects two throwaway members to this server over real sockets, sends a message and a reply, checks delivery, acknowledgement, storage, duplicate sends and blocking. Members and messages are removed afterwards.',
  category: 'Chat',
  isDestructive: true,
  productionSafe: false,
  tests: [
    {
      name: 'Two throwaway members connect over real sockets',
      async run(t) {
        const institutionId = await createThrowawayInstitution(t, UNREACHABLE_THRESHOLD);
        const domain = `${institutionId}.invalid`;
        const alice = await createThrowawayMember(t, {
          institutionId,
          domain,
          gender: 'woman',
          orientation: 'androphilic',
        });
        const bob = await createThrowawayMember(t, { institutionId, domain, gender: 'man', orientation: 'gynephilic' });
        const sockets: SelfSocket[] = [];
        t.throwaway.onCleanup(() => sockets.forEach((s) => s.close()));
        for (const member of [alice, bob]) {
          const { token } = await t.ctx.sessions.create(member.id);
          const socket = await connectSelfSocket(t.app, token);
          sockets.push(socket);
          socket.emit('join_notifications');
        }
        t.state.set('pair', { alice, bob, aliceSocket: sockets[0]!, bobSocket: sockets[1]! } satisfies Pair);
      },
    },
    {
      name: 'A message reaches the recipient and is acknowledged to the sender',
      async run(t) {
        const p = pair(t);
        const text = `Self-test ${t.runId}: hello from the Testing tab`;
        const received = nextSelfEvent(p.bobSocket, 'receive_message');
        const ack = await send(p.aliceSocket, p.bob.id, text);
        check(ack.ok, `The send was refused: ${ack.ok ? '' : ack.msg}`);
        const message = await received;
        check(message.id === ack.message.id, 'The recipient received a different message than the one acknowledged');
        check(message.content === text, `The recipient received "${message.content}"`);
        check(message.sender_id === p.alice.id, 'The message names the wrong sender');
        p.first = ack.message;
      },
    },
    {
      name: 'The message is stored once, even when the send is retried',
      async run(t) {
        const p = pair(t);
        check(p.first, 'No message was sent');
        const retry = await send(p.aliceSocket, p.bob.id, p.first.content, p.first.client_id ?? undefined);
        check(retry.ok, `The retried send was refused: ${retry.ok ? '' : retry.msg}`);
        check(retry.message.id === p.first.id, 'A retried send with the same client id was stored again');
        const rows = await t.ctx.db.select().from(messages).where(eq(messages.senderId, p.alice.id));
        check(rows.length === 1, `Expected 1 stored message, found ${rows.length}`);
        check(rows[0]!.content === p.first.content, 'The stored text differs from the text sent');
      },
    },
    {
      name: 'The reply travels back',
      async run(t) {
        const p = pair(t);
        const received = nextSelfEvent(p.aliceSocket, 'receive_message');
        const ack = await send(p.bobSocket, p.alice.id, `Self-test ${t.runId}: reply`);
        check(ack.ok, `The reply was refused: ${ack.ok ? '' : ack.msg}`);
        const message = await received;
        check(message.id === ack.message.id && message.sender_id === p.bob.id, 'The sender did not receive the reply');
      },
    },
    {
      name: 'A member who was blocked cannot send',
      async run(t) {
        const p = pair(t);
        await t.ctx.db.insert(blocks).values({ blockerId: p.bob.id, blockedId: p.alice.id });
        const ack = await send(p.aliceSocket, p.bob.id, 'Self-test: after the block');
        check(!ack.ok, 'A blocked member could still send');
        const rows = await t.ctx.db.select().from(messages).where(eq(messages.senderId, p.alice.id));
        check(rows.length === 1, 'A refused message was stored');
      },
    },
  ],
};
