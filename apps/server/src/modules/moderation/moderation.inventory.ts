import { eq } from 'drizzle-orm';
import { autoFlags, profileFlags, strikes } from '@/db/schema/index';
import { iso, REMOVED_CONTENT_MARKER, tableEntry } from '@/modules/account/inventory-entry';

export const strikeEntry = tableEntry({
  file: 'strikes.json',
  about: 'Strikes on your record: reports or flags upheld with a warning or suspension, and any overturned on appeal.',
  onDeletion: 'anonymised',
  table: strikes,
  owner: strikes.userId,
  order: strikes.createdAt,
  show: (s) => ({
    action: s.actionType,
    reason: s.reason,
    source: s.source,
    at: iso(s.createdAt),
    removed_on_appeal_at: iso(s.removedAt),
  }),
  // Kept with the administrators' history, about the anonymised account from then on.
  async erase() {},
});

export const messageFlagEntry = tableEntry({
  file: 'message-flags.json',
  about: 'Messages of yours the automatic screening flagged for review, and the outcome.',
  onDeletion: 'anonymised',
  table: autoFlags,
  owner: autoFlags.senderId,
  order: autoFlags.createdAt,
  show: (f) => ({
    message_id: f.messageId,
    reason: f.flagReason,
    content: f.messageContent,
    flagged_at: iso(f.createdAt),
    status: f.status,
  }),
  async erase(tx, userId) {
    await tx.update(autoFlags).set({ messageContent: REMOVED_CONTENT_MARKER }).where(eq(autoFlags.senderId, userId));
  },
});

export const profileFlagEntry = tableEntry({
  file: 'profile-flags.json',
  about: 'Profile texts of yours the automatic screening flagged for review, and the outcome.',
  onDeletion: 'anonymised',
  table: profileFlags,
  owner: profileFlags.userId,
  order: profileFlags.createdAt,
  show: (f) => ({
    reason: f.flagReason,
    fields: f.flaggedFields,
    profile_text: f.profileText,
    flagged_at: iso(f.createdAt),
    status: f.status,
  }),
  async erase(tx, userId) {
    await tx.update(profileFlags).set({ profileText: REMOVED_CONTENT_MARKER }).where(eq(profileFlags.userId, userId));
  },
});
