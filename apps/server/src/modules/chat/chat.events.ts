import {
  MSG,
  SOCKET_EVENT_FLOOD,
  ZJoinRoom,
  ZMessageIds,
  ZSendMessage,
  ZTypingPayload,
  NUDGE_CODE,
  type TErrorCode,
  type TSendAck,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { userRoom, type IoSocket } from '@/platform/realtime';
import { screenAndRecordMessage } from '@/modules/moderation/moderation.service';
import { FloodControl } from './flood-control';
import { presentMessage } from './message.presenter';
import { sendMessage, type SendOutcome } from './chat.service';
import { emitChatStats, sendPresenceTo, TypingGate } from './presence.service';
import { markDelivered, markRead } from './receipts.service';
import { registerPresence } from './presence.events';

type Ack = (result: TSendAck) => void;

/** Typing signals beyond this are dropped without a word (the client repeats them anyway). */
const TYPING_FLOOD = { burst: 10, perSecond: 2 };
/** Receipts come in batches of up to 500 ids; a client needs few of them a second. */
const RECEIPT_FLOOD = { burst: 30, perSecond: 10 };

/** The chat's socket events, on every authenticated connection (see socket-auth.ts). */
export function registerChatEvents(ctx: AppContext): void {
  const messageFlood = new FloodControl(ctx.clock);
  const typingFlood = new FloodControl(ctx.clock, TYPING_FLOOD);
  const receiptFlood = new FloodControl(ctx.clock, RECEIPT_FLOOD);
  const eventFlood = new FloodControl(ctx.clock, SOCKET_EVENT_FLOOD);
  registerPresence(ctx);

  ctx.io.on('connection', (socket) => {
    const userId = socket.data.userId;
    // Before any handler, events of every kind (unknown ones too) share one budget per
    // member: beyond it they are dropped before costing any work; an ack says why.
    socket.use((packet: unknown[], next) => {
      if (eventFlood.take(userId)) {
        next();
        return;
      }
      const ack = packet.at(-1);
      if (typeof ack === 'function') (ack as Ack)({ ok: false, msg: MSG.sendingTooFast, code: 'rate_limited' });
    });
    const typingGate = new TypingGate(ctx, userId);
    const failed = (event: string) => (err: unknown) => {
      ctx.log.error({ err, userId, event }, 'socket event failed');
      socket.emit('error', { msg: MSG.internal, code: 'internal' });
    };

    socket.on('send_message', (payload: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as Ack) : undefined;
      onSendMessage(ctx, messageFlood, socket, payload, reply).catch((err: unknown) => {
        ctx.log.error({ err, userId }, 'send_message failed');
        refuse(socket, reply, { msg: MSG.internal, code: 'internal' }, clientIdOf(payload));
      });
    });

    socket.on('message_delivered', (payload: unknown) => {
      const parsed = ZMessageIds.safeParse(payload);
      if (!parsed.success) return void socket.emit('error', { msg: MSG.invalidRequest, code: 'validation_failed' });
      if (!receiptFlood.take(userId))
        return void socket.emit('error', { msg: MSG.sendingTooFast, code: 'rate_limited' });
      markDelivered(ctx, userId, parsed.data.message_ids).catch(failed('message_delivered'));
    });

    socket.on('message_read', (payload: unknown) => {
      const parsed = ZMessageIds.safeParse(payload);
      if (!parsed.success) return void socket.emit('error', { msg: MSG.invalidRequest, code: 'validation_failed' });
      if (!receiptFlood.take(userId))
        return void socket.emit('error', { msg: MSG.sendingTooFast, code: 'rate_limited' });
      markRead(ctx, userId, { messageIds: parsed.data.message_ids }).catch(failed('message_read'));
    });

    const typing = (isTyping: boolean) => (payload: unknown) => {
      const parsed = ZTypingPayload.safeParse(payload);
      if (!parsed.success || !typingFlood.take(userId)) return;
      const recipientId = parsed.data.recipient_id;
      typingGate
        .allows(recipientId)
        .then((allowed) => {
          if (allowed) ctx.realtime.toUser(recipientId, 'user_typing', { user_id: userId, is_typing: isTyping });
        })
        .catch(failed('typing'));
    };
    socket.on('typing_start', typing(true));
    socket.on('typing_stop', typing(false));

    // Presence answers leave in the order the chats were opened: a member flicking between
    // chats never gets an older chat's answer after the newer one's.
    let presenceAnswers = Promise.resolve();
    socket.on('join_room', (payload: unknown) => {
      const parsed = ZJoinRoom.safeParse(payload);
      if (!parsed.success) return void socket.emit('error', { msg: MSG.invalidRequest, code: 'validation_failed' });
      const answer = presenceAnswers.then(() => sendPresenceTo(ctx, socket, parsed.data.other_user_id));
      presenceAnswers = answer.catch(() => undefined);
      ctx.realtime.track(answer).catch(failed('join_room'));
    });

    // Every connection joined its member's room when it was accepted; nothing more to do.
    socket.on('join_notifications', () => undefined);
  });
}

async function onSendMessage(
  ctx: AppContext,
  flood: FloodControl,
  socket: IoSocket,
  payload: unknown,
  ack: Ack | undefined,
): Promise<void> {
  const parsed = ZSendMessage.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const ours = issue?.path[0] === 'message' || issue?.path[0] === 'client_id';
    const msg = ours ? issue.message : MSG.invalidMessage;
    return refuse(socket, ack, { msg, code: 'validation_failed' }, clientIdOf(payload));
  }
  const { recipient_id, message, client_id, confirmed } = parsed.data;
  const senderId = socket.data.userId;
  const outcome = await sendMessage(ctx, flood, senderId, {
    recipientId: recipient_id,
    content: message,
    clientId: client_id ?? null,
    confirmed: confirmed === true,
  });
  // Held for "Are you sure?": an answer to the sender, not a refusal (no `error` event).
  if (!outcome.ok && 'nudge' in outcome)
    return ack?.({ ok: false, code: NUDGE_CODE, msg: outcome.msg, reasons: outcome.nudge });
  if (!outcome.ok) return refuse(socket, ack, outcome, client_id);

  const stored = presentMessage(outcome.message);
  ack?.({ ok: true, message: stored });
  if (outcome.created) afterStored(ctx, socket, outcome);
}

/** What follows a newly stored message, after its ack: delivery, presence, statistics, screening. */
function afterStored(ctx: AppContext, socket: IoSocket, outcome: Extract<SendOutcome, { ok: true }>): void {
  const stored = presentMessage(outcome.message);
  const { senderId, recipientId } = outcome.message;
  // Only the recipient learns what the screening found (the category, no score).
  const warned = outcome.safety ? { ...stored, safety: { category: outcome.safety } } : stored;
  ctx.realtime.toUser(recipientId, 'receive_message', warned);
  // The sender's other tabs and devices show the conversation too.
  socket.to(userRoom(senderId)).emit('receive_message', stored);
  const log = (what: string) => (err: unknown) => ctx.log.warn({ err, senderId }, `${what} after a message failed`);
  const at = ctx.activity.touch(senderId);
  // The sender is online and active now. Said at most once a minute, and on a first message:
  // a new partner was not among those told when the sender connected.
  if (at || outcome.firstFromSender) {
    ctx.realtime.toUser(recipientId, 'user_activity_update', {
      user_id: senderId,
      last_activity_at: (at ?? ctx.clock.now()).toISOString(),
      status: 'online',
    });
  }
  if (outcome.firstFromSender) emitChatStats(ctx, senderId, recipientId).catch(log('chat statistics'));
  ctx.metrics.messages('stored');
  void screenAndRecordMessage(ctx, outcome.message, ctx.log, outcome.findings).then((result) => {
    if (result?.flagged) ctx.metrics.messages('flagged');
  });
  ctx.background.emit('message_stored', { message: outcome.message });
}

/** A refused send: on the ack, and as the `error` event the specification's clients listen to. */
function refuse(
  socket: IoSocket,
  ack: Ack | undefined,
  { msg, code }: { msg: string; code: TErrorCode },
  clientId: string | undefined,
): void {
  socket.emit('error', clientId === undefined ? { msg, code } : { msg, code, client_id: clientId });
  ack?.({ ok: false, msg, code });
}

function clientIdOf(payload: unknown): string | undefined {
  const id = (payload as { client_id?: unknown } | null)?.client_id;
  return typeof id === 'string' && id.length <= 64 ? id : undefined;
}
