import type { TBlockReason } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { blockedEmails } from '@/db/schema/index';
import { emailHash } from './email-hash';

export interface BlockEmailOptions {
  reason: TBlockReason;
  adminNotes?: string | null;
  blockedById?: number | null;
}

/**
 * Blocks an e-mail for good (only its hash is stored): it cannot register and receives no
 * more mail from us. Blocking a blocked e-mail changes nothing. Returns true when newly blocked.
 */
export async function blockEmail(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  email: string,
  options: BlockEmailOptions,
): Promise<boolean> {
  const inserted = await ctx.db
    .insert(blockedEmails)
    .values({
      emailHash: emailHash(email),
      blockReason: options.reason,
      adminNotes: options.adminNotes ?? null,
      blockedById: options.blockedById ?? null,
      blockedAt: ctx.clock.now(),
    })
    .onConflictDoNothing({ target: blockedEmails.emailHash })
    .returning({ id: blockedEmails.id });
  return inserted.length > 0;
}
