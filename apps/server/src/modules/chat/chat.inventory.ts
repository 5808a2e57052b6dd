import { and, asc, eq, gt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messageNudges, messages, users } from '@/db/schema/index';
import { iso, tableEntry, type InventoryEntry, type Row } from '@/modules/account/inventory-entry';

const MESSAGE_PAGE = 1000;

export const messageEntry: InventoryEntry = {
  file: 'messages.json',
  about: 'Every message you sent and received, with its times and status.',
  onDeletion: 'removed',
  holds: [messages.senderId, messages.recipientId],
  async read(db, userId) {
    const sender = alias(users, 'sender');
    const recipient = alias(users, 'recipient');
    const out: Row[] = [];
    // Read in pages by id, so a long history is not one huge statement.
    for (let after = 0; ;) {
      const page = await db
        .select({ m: messages, sender: sender.username, recipient: recipient.username })
        .from(messages)
        .innerJoin(sender, eq(sender.id, messages.senderId))
        .innerJoin(recipient, eq(recipient.id, messages.recipientId))
        .where(and(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)), gt(messages.id, after)))
        .orderBy(asc(messages.id))
        .limit(MESSAGE_PAGE);
      for (const { m, sender: from, recipient: to } of page) {
        const sent = m.senderId === userId;
        out.push({
          id: m.id,
          direction: sent ? 'sent' : 'received',
          with: sent ? to : from,
          content: m.content,
          status: m.status,
          sent_at: iso(m.createdAt),
          delivered_at: iso(m.deliveredAt),
          read_at: iso(m.readAt),
        });
      }
      if (page.length < MESSAGE_PAGE) return out;
      after = page[page.length - 1]!.m.id;
    }
  },
  async erase(tx, userId) {
    await tx.delete(messages).where(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)));
  },
};

export const nudgeEntry = tableEntry({
  file: 'held-messages.json',
  about: 'Times the app asked "Send it anyway?" before one of your messages.',
  onDeletion: 'removed',
  table: messageNudges,
  owner: messageNudges.senderId,
  order: messageNudges.createdAt,
  show: (n) => ({ asked_at: iso(n.createdAt) }),
});
