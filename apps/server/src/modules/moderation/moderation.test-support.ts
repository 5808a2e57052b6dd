import { vi } from 'vitest';
import { users } from '@/db/schema/index';
import { sendIfAllowed } from '@/modules/chat/message.repository';
import type { TestApp } from '@/test-support/test-app';
import type { StoredMessage } from './message-context.repository';

const HOUR_MS = 3_600_000;

/** A member whose account was created `ageHours` before the test clock's now. */
export async function insertMember(t: TestApp, username: string, ageHours = 24 * 60): Promise<number> {
  const [row] = await t.ctx.db
    .insert(users)
    .values({
      username,
      email: `${username}@ucalgary.ca`,
      institutionId: 'ucalgary',
      age: 21,
      gender: 'woman',
      orientation: 'androphilic',
      heightInches: 66,
      emailVerified: true,
      createdAt: new Date(t.clock.now().getTime() - ageHours * HOUR_MS),
    })
    .returning({ id: users.id });
  return row!.id;
}

/** Stores a message as the chat feature does (at the clock's now) and returns it for screening. */
export async function storeMessage(
  t: TestApp,
  senderId: number,
  recipientId: number,
  content: string,
): Promise<StoredMessage> {
  const [outcome] = await sendIfAllowed(
    t.ctx.db,
    [{ senderId, recipientId, content, clientId: null, at: t.clock.now() }],
    [],
  );
  if (outcome?.kind !== 'stored') throw new Error(`the message was not stored: ${outcome?.kind}`);
  return { id: outcome.message.id, senderId, recipientId, content };
}

/** A logger that remembers what screening reported. */
export function memoryLogger() {
  return { error: vi.fn() };
}
