import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  adminActions,
  appeals,
  autoFlags,
  blockedEmails,
  conversationMutes,
  conversationNotices,
  deletedUsers,
  payments,
  profileFlags,
  reports,
  settings,
  testRuns,
  verificationReviews,
} from '@/db/schema/index';
import { adminActionEntry } from '@/modules/admin/admin.inventory';
import { appealEntry } from '@/modules/appeals/appeals.inventory';
import { codeEntry, sessionEntry } from '@/modules/auth/auth.inventory';
import { messageEntry, nudgeEntry } from '@/modules/chat/chat.inventory';
import { messageFlagEntry, profileFlagEntry, strikeEntry } from '@/modules/moderation/moderation.inventory';
import { notificationEntry } from '@/modules/notifications/notifications.inventory';
import { paymentEntry } from '@/modules/payments/payments.inventory';
import { photoCheckEntry, photoEntry } from '@/modules/photos/photos.inventory';
import { draftEntry } from '@/modules/profile/profile.inventory';
import { blockEntry, conversationEntry, hideEntry } from '@/modules/relationships/relationships.inventory';
import { reportEntry } from '@/modules/reports/reports.inventory';
import { settingsEntry } from '@/modules/settings/settings.inventory';
import { verificationEntry } from '@/modules/verification/verification.inventory';
import { profileEntry } from './account.inventory';
import type { InventoryEntry } from './inventory-entry';

/**
 * Everything a member owns, listed once: "Download my data" exports each entry and account
 * deletion erases each entry, so the two can never disagree (member-inventory.test.ts holds
 * them to it, and to every column of the schema that names a member). Each entry lives in
 * the module that owns its tables, as `<module>.inventory.ts` (the shape: inventory-entry.ts).
 */

/**
 * The inventory, in the order deletion erases it: the account row last, so every entry
 * before it can still read whom it belongs to.
 */
export const MEMBER_INVENTORY: readonly InventoryEntry[] = [
  conversationEntry,
  blockEntry,
  hideEntry,
  messageEntry,
  photoEntry,
  draftEntry,
  sessionEntry,
  codeEntry,
  nudgeEntry,
  notificationEntry,
  verificationEntry,
  messageFlagEntry,
  profileFlagEntry,
  photoCheckEntry,
  reportEntry,
  paymentEntry,
  appealEntry,
  strikeEntry,
  adminActionEntry,
  settingsEntry,
  profileEntry,
];

/**
 * Columns that name a member without the record being theirs: the administrator who acted,
 * or another member's report or flag about them (that member's data).
 */
export const NOT_MEMBER_OWNED: readonly AnyPgColumn[] = [
  reports.reportedId,
  reports.reviewedById,
  autoFlags.recipientId,
  autoFlags.reviewedById,
  profileFlags.reviewedById,
  adminActions.adminId,
  appeals.decidedById,
  payments.reviewedById,
  settings.updatedById,
  deletedUsers.returnAllowedById,
  blockedEmails.blockedById,
  testRuns.startedById,
  verificationReviews.decidedById,
  // Another member muted, or was notified of, a chat with them: that member's settings.
  conversationMutes.otherId,
  conversationNotices.otherId,
];
