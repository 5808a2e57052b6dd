import { eq } from 'drizzle-orm';
import type { TMemberSettings, TUpdateMemberSettingsRequest } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { users } from '@/db/schema/index';
import { NotFound } from '@/platform/errors';

const columns = {
  profileVisible: users.profileVisible,
  shareReadReceipts: users.shareReadReceipts,
  shareTyping: users.shareTyping,
  verifiedOnlyContact: users.verifiedOnlyContact,
};

function present(row: {
  profileVisible: boolean;
  shareReadReceipts: boolean;
  shareTyping: boolean;
  verifiedOnlyContact: boolean;
}): TMemberSettings {
  return {
    profile_visible: row.profileVisible,
    share_read_receipts: row.shareReadReceipts,
    share_typing: row.shareTyping,
    verified_only_contact: row.verifiedOnlyContact,
  };
}

export async function getMemberSettings(ctx: AppContext, userId: number): Promise<TMemberSettings> {
  const [row] = await ctx.db.select(columns).from(users).where(eq(users.id, userId));
  if (!row) throw new NotFound('Account not found');
  return present(row);
}

/**
 * Changes the member's settings. A hidden profile leaves browse for everyone except the
 * members it already has a conversation with (browse applies that rule).
 */
export async function updateMemberSettings(
  ctx: AppContext,
  userId: number,
  changes: TUpdateMemberSettingsRequest,
): Promise<TMemberSettings> {
  const [row] = await ctx.db
    .update(users)
    .set({
      ...(changes.profile_visible === undefined ? {} : { profileVisible: changes.profile_visible }),
      ...(changes.share_read_receipts === undefined ? {} : { shareReadReceipts: changes.share_read_receipts }),
      ...(changes.verified_only_contact === undefined ? {} : { verifiedOnlyContact: changes.verified_only_contact }),
      ...(changes.share_typing === undefined ? {} : { shareTyping: changes.share_typing }),
      updatedAt: ctx.clock.now(),
    })
    .where(eq(users.id, userId))
    .returning(columns);
  if (!row) throw new NotFound('Account not found');
  // Showing or hiding a profile changes how many members browse counts.
  if (changes.profile_visible !== undefined) ctx.browsePopulation.clear();
  return present(row);
}
