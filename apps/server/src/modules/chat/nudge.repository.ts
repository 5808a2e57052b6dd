import { randomUUID } from 'node:crypto';
import type { Database } from '@/db/client';
import { messageNudges } from '@/db/schema/index';

/**
 * Notes that a sender was asked "Are you sure?" about this send. A send asked about again
 * (a reconnection, another tab) counts once; one without a client id cannot be confirmed
 * later, so it counts as not sent.
 */
export async function recordNudge(db: Database, senderId: number, clientId: string | null, at: Date): Promise<void> {
  await db
    .insert(messageNudges)
    .values({ senderId, clientId: clientId ?? randomUUID(), createdAt: at })
    .onConflictDoNothing();
}
