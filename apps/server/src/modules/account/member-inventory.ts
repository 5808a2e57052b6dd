import { and, asc, eq, gt, or } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDeletionType } from '@quad/contract';
import type { Database } from '@/db/client';
import {
  adminActions,
  appeals,
  authCodes,
  autoFlags,
  blockedEmails,
  blocks,
  conversationMutes,
  conversationNotices,
  conversations,
  deletedUsers,
  hiddenEmails,
  imageModerationLog,
  messageNudges,
  messages,
  notificationSettings,
  payments,
  photos,
  profileDrafts,
  profileFlags,
  pushSubscriptions,
  reports,
  selfieChallenges,
  selfieChecks,
  sessions,
  settings as settingsTable,
  strikes,
  testRuns,
  users,
  verificationReviews,
} from '@/db/schema/index';
import { deletedUsername } from '@/modules/auth/username.service';
import {
  blockRecords,
  conversationRecords,
  forgetBlocks,
  forgetConversations,
  forgetHides,
  hideRecords,
} from '@/modules/relationships/relationship-records';

/**
 * Everything a member owns, written once: "Download my data" exports each entry and account
 * deletion erases each entry, so the two can never disagree (member-inventory.test.ts holds
 * them to it, and to every column of the schema that names a member).
 */

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Database | Tx;
export type Row = Record<string, unknown>;

/** What account deletion does to an entry: its rows go, or stay without anything naming the member. */
export type Disposition = 'removed' | 'anonymised';

export interface Erasure {
  type: TDeletionType;
  now: Date;
}

/** What erasing an entry leaves to do after the transaction. */
export interface Erased {
  /** Photo files to remove from the store. */
  files?: string[];
  /** Conversation partners to tell the member is gone. */
  partners?: number[];
}

export interface InventoryEntry {
  /** The file in the export, e.g. "messages.json". */
  file: string;
  /** One line for the export's README.txt. */
  about: string;
  onDeletion: Disposition;
  /** The columns through which the entry's rows name the member. */
  holds: AnyPgColumn[];
  /** The member's records, as the export shows them (never admin-only notes). */
  read(db: Reader, userId: number): Promise<Row[]>;
  /** How the export file presents the records (default: the list). */
  present?(rows: Row[]): unknown;
  /** What deletion does, inside its transaction. */
  erase(tx: Tx, userId: number, erasure: Erasure): Promise<Erased> | Promise<void>;
}

/** The member's words in records kept for the administrators are replaced with this. */
export const REMOVED_CONTENT_MARKER = '[removed: account deleted]';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
const single = (rows: Row[]) => rows[0] ?? null;

const profile: InventoryEntry = {
  file: 'profile.json',
  about: 'Your account and profile: e-mail, username, institution, details, status and any warning.',
  onDeletion: 'anonymised',
  holds: [users.id],
  present: single,
  async read(db, userId) {
    const rows = await db.select().from(users).where(eq(users.id, userId));
    return rows.map((u) => ({
      id: u.id,
      username: u.username,
      email: u.email,
      institution_id: u.institutionId,
      age: u.age,
      gender: u.gender,
      orientation: u.orientation,
      height_inches: u.heightInches,
      profile_text: u.profileText,
      email_verified_at: iso(u.emailVerifiedAt),
      created_at: iso(u.createdAt),
      last_activity_at: iso(u.lastActivityAt),
      is_paid: u.isPaid,
      paid_at: iso(u.paidAt),
      payment_code: u.paymentCode,
      is_suspended: u.isSuspended,
      suspension_reason: u.suspensionReason,
      warning_message: u.warningMessage,
      warning_issued_at: iso(u.warningIssuedAt),
    }));
  },
  async erase(tx, userId, { type, now }) {
    await tx
      .update(users)
      .set({
        email: null,
        emailKey: null,
        passwordHash: null,
        adminEmail: null,
        username: deletedUsername(userId),
        profileText: '',
        hasActiveWarning: false,
        warningMessage: null,
        deletedAt: now,
        deletionType: type,
        updatedAt: now,
        // An administrator's deletion forfeits paid access (the payment records are kept).
        ...(type === 'admin_deleted' ? { isPaid: false, isUnderPaymentReview: false, remainingAmount: null } : {}),
      })
      .where(eq(users.id, userId));
  },
};

const settings: InventoryEntry = {
  file: 'settings.json',
  about: 'Your privacy settings and snooze.',
  onDeletion: 'anonymised',
  holds: [],
  present: single,
  async read(db, userId) {
    const rows = await db.select().from(users).where(eq(users.id, userId));
    return rows.map((u) => ({
      profile_visible: u.profileVisible,
      share_read_receipts: u.shareReadReceipts,
      share_typing: u.shareTyping,
      snoozed_until: iso(u.snoozedUntil),
    }));
  },
  async erase(tx, userId) {
    await tx
      .update(users)
      .set({ profileVisible: false, shareReadReceipts: true, shareTyping: true, snoozedUntil: null })
      .where(eq(users.id, userId));
  },
};

const photoEntry: InventoryEntry = {
  file: 'photos.json',
  about: 'Your photos; the files themselves are in the photos folder.',
  onDeletion: 'removed',
  holds: [photos.userId],
  async read(db, userId) {
    const rows = await db.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.createdAt));
    return rows.map((p) => ({
      file: `photos/${p.filename}`,
      thumbnail: `photos/${p.thumbnail}`,
      is_primary: p.isPrimary,
      is_pending: p.isPending,
      width: p.width,
      height: p.height,
      uploaded_at: iso(p.createdAt),
    }));
  },
  async erase(tx, userId) {
    const gone = await tx
      .delete(photos)
      .where(eq(photos.userId, userId))
      .returning({ filename: photos.filename, thumbnail: photos.thumbnail });
    return { files: gone.flatMap((p) => [p.filename, p.thumbnail]) };
  },
};

const draft: InventoryEntry = {
  file: 'profile-draft.json',
  about: 'A profile edit you saved and did not publish.',
  onDeletion: 'removed',
  holds: [profileDrafts.userId],
  async read(db, userId) {
    const rows = await db.select().from(profileDrafts).where(eq(profileDrafts.userId, userId));
    return rows.map((d) => ({
      gender: d.gender,
      orientation: d.orientation,
      age: d.age,
      height_inches: d.heightInches,
      profile_text: d.profileText,
      saved_at: iso(d.lastSaved),
    }));
  },
  async erase(tx, userId) {
    await tx.delete(profileDrafts).where(eq(profileDrafts.userId, userId));
  },
};

const MESSAGE_PAGE = 1000;

const messageEntry: InventoryEntry = {
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

const conversationEntry: InventoryEntry = {
  file: 'conversations.json',
  about: 'The members you have a conversation with.',
  onDeletion: 'removed',
  holds: [conversations.userLowId, conversations.userHighId],
  read: conversationRecords,
  async erase(tx, userId) {
    return { partners: await forgetConversations(tx, userId) };
  },
};

const blockEntry: InventoryEntry = {
  file: 'blocks.json',
  about: 'The members you blocked.',
  onDeletion: 'removed',
  // Blocks of the member by others go too; they are those members' choice and never exported.
  holds: [blocks.blockerId, blocks.blockedId],
  read: blockRecords,
  erase: forgetBlocks,
};

const hideEntry: InventoryEntry = {
  file: 'hidden-emails.json',
  about: 'How many addresses you listed in "Hide me from people I know" (only keyed hashes are stored).',
  onDeletion: 'removed',
  holds: [hiddenEmails.ownerId],
  read: hideRecords,
  present: (rows) => ({ count: rows.length }),
  erase: forgetHides,
};

const reportEntry: InventoryEntry = {
  file: 'reports-filed.json',
  about: 'Reports you filed and how they stand.',
  onDeletion: 'anonymised',
  holds: [reports.reporterId],
  async read(db, userId) {
    const reported = alias(users, 'reported');
    const rows = await db
      .select({ r: reports, reported: reported.username })
      .from(reports)
      .innerJoin(reported, eq(reported.id, reports.reportedId))
      .where(eq(reports.reporterId, userId))
      .orderBy(asc(reports.createdAt));
    return rows.map(({ r, reported: name }) => ({
      reported: name,
      reason: r.reason,
      description: r.description,
      filed_at: iso(r.createdAt),
      status: r.status,
      reviewed_at: iso(r.reviewedAt),
    }));
  },
  // Kept for the moderators, filed by the anonymised account from then on.
  async erase() {},
};

const paymentEntry: InventoryEntry = {
  file: 'payments.json',
  about: 'Your payments and what the administrators told you about them.',
  onDeletion: 'anonymised',
  holds: [payments.userId],
  async read(db, userId) {
    const rows = await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.submittedAt));
    return rows.map((p) => ({
      type: p.transactionType,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      source: p.source,
      submitted_at: iso(p.submittedAt),
      reviewed_at: iso(p.reviewedAt),
      notes_to_you: p.paymentNotesToUser,
    }));
  },
  // Financial records are kept, the anonymised account's from then on.
  async erase() {},
};

const adminActionEntry: InventoryEntry = {
  file: 'admin-actions.json',
  about: 'What administrators did about your account (warnings, suspensions, payment decisions), as you were told.',
  onDeletion: 'anonymised',
  holds: [adminActions.targetUserId],
  async read(db, userId) {
    const rows = await db
      .select({ type: adminActions.actionType, reason: adminActions.reason, at: adminActions.createdAt })
      .from(adminActions)
      .where(eq(adminActions.targetUserId, userId))
      .orderBy(asc(adminActions.createdAt));
    // The notes are the administrators' own (report context, admin notes): not exported.
    return rows.map((a) => ({ action: a.type, message: a.reason, at: iso(a.at) }));
  },
  // Kept in the administrators' history, about the anonymised account from then on.
  async erase() {},
};

const strikeEntry: InventoryEntry = {
  file: 'strikes.json',
  about: 'Strikes on your record: reports or flags upheld with a warning or suspension, and any overturned on appeal.',
  onDeletion: 'anonymised',
  holds: [strikes.userId],
  async read(db, userId) {
    const rows = await db.select().from(strikes).where(eq(strikes.userId, userId)).orderBy(asc(strikes.createdAt));
    return rows.map((s) => ({
      action: s.actionType,
      reason: s.reason,
      source: s.source,
      at: iso(s.createdAt),
      removed_on_appeal_at: iso(s.removedAt),
    }));
  },
  // Kept with the administrators' history, about the anonymised account from then on.
  async erase() {},
};

const appealEntry: InventoryEntry = {
  file: 'appeals.json',
  about: 'Your appeals of warnings and suspensions, and how they were decided.',
  onDeletion: 'removed',
  holds: [appeals.userId],
  async read(db, userId) {
    const rows = await db.select().from(appeals).where(eq(appeals.userId, userId)).orderBy(asc(appeals.createdAt));
    return rows.map((a) => ({
      text: a.text,
      status: a.status,
      decision_message: a.decisionMessage,
      filed_at: iso(a.createdAt),
      decided_at: iso(a.decidedAt),
    }));
  },
  async erase(tx, userId) {
    await tx.delete(appeals).where(eq(appeals.userId, userId));
  },
};

const messageFlagEntry: InventoryEntry = {
  file: 'message-flags.json',
  about: 'Messages of yours the automatic screening flagged for review, and the outcome.',
  onDeletion: 'anonymised',
  holds: [autoFlags.senderId],
  async read(db, userId) {
    const rows = await db
      .select()
      .from(autoFlags)
      .where(eq(autoFlags.senderId, userId))
      .orderBy(asc(autoFlags.createdAt));
    return rows.map((f) => ({
      message_id: f.messageId,
      reason: f.flagReason,
      content: f.messageContent,
      flagged_at: iso(f.createdAt),
      status: f.status,
    }));
  },
  async erase(tx, userId) {
    await tx.update(autoFlags).set({ messageContent: REMOVED_CONTENT_MARKER }).where(eq(autoFlags.senderId, userId));
  },
};

const profileFlagEntry: InventoryEntry = {
  file: 'profile-flags.json',
  about: 'Profile texts of yours the automatic screening flagged for review, and the outcome.',
  onDeletion: 'anonymised',
  holds: [profileFlags.userId],
  async read(db, userId) {
    const rows = await db
      .select()
      .from(profileFlags)
      .where(eq(profileFlags.userId, userId))
      .orderBy(asc(profileFlags.createdAt));
    return rows.map((f) => ({
      reason: f.flagReason,
      fields: f.flaggedFields,
      profile_text: f.profileText,
      flagged_at: iso(f.createdAt),
      status: f.status,
    }));
  },
  async erase(tx, userId) {
    await tx.update(profileFlags).set({ profileText: REMOVED_CONTENT_MARKER }).where(eq(profileFlags.userId, userId));
  },
};

const photoCheckEntry: InventoryEntry = {
  file: 'photo-checks.json',
  about: 'The automatic check of each photo you uploaded: accepted or rejected.',
  onDeletion: 'anonymised',
  holds: [imageModerationLog.userId],
  async read(db, userId) {
    const rows = await db
      .select()
      .from(imageModerationLog)
      .where(eq(imageModerationLog.userId, userId))
      .orderBy(asc(imageModerationLog.createdAt));
    return rows.map((c) => ({ decision: c.decision, checked_at: iso(c.createdAt) }));
  },
  // The decisions stay for the statistics, no longer tied to anyone.
  async erase(tx, userId) {
    await tx.update(imageModerationLog).set({ userId: null }).where(eq(imageModerationLog.userId, userId));
  },
};

const sessionEntry: InventoryEntry = {
  file: 'sessions.json',
  about: 'The devices you signed in on.',
  onDeletion: 'removed',
  holds: [sessions.userId],
  async read(db, userId) {
    const rows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt));
    return rows.map((s) => ({
      signed_in_at: iso(s.createdAt),
      last_seen_at: iso(s.lastSeenAt),
      expires_at: iso(s.expiresAt),
      signed_out_at: iso(s.revokedAt),
      device: s.userAgent,
      ip: s.ip,
    }));
  },
  async erase(tx, userId) {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  },
};

const codeEntry: InventoryEntry = {
  file: 'codes.json',
  about: 'Verification and password-reset codes sent to you (when and what for; the codes are stored only as hashes).',
  onDeletion: 'removed',
  holds: [authCodes.userId],
  async read(db, userId) {
    const rows = await db
      .select()
      .from(authCodes)
      .where(eq(authCodes.userId, userId))
      .orderBy(asc(authCodes.createdAt));
    return rows.map((c) => ({
      purpose: c.purpose,
      sent_at: iso(c.createdAt),
      expires_at: iso(c.expiresAt),
      used_at: iso(c.consumedAt),
    }));
  },
  async erase(tx, userId) {
    await tx.delete(authCodes).where(eq(authCodes.userId, userId));
  },
};

const nudgeEntry: InventoryEntry = {
  file: 'held-messages.json',
  about: 'Times the app asked "Send it anyway?" before one of your messages.',
  onDeletion: 'removed',
  holds: [messageNudges.senderId],
  async read(db, userId) {
    const rows = await db
      .select()
      .from(messageNudges)
      .where(eq(messageNudges.senderId, userId))
      .orderBy(asc(messageNudges.createdAt));
    return rows.map((n) => ({ asked_at: iso(n.createdAt) }));
  },
  async erase(tx, userId) {
    await tx.delete(messageNudges).where(eq(messageNudges.senderId, userId));
  },
};

const notificationEntry: InventoryEntry = {
  file: 'notifications.json',
  about:
    'Your notification settings, the devices that receive pushes, muted chats and when you were last notified of each chat.',
  onDeletion: 'removed',
  holds: [pushSubscriptions.userId, notificationSettings.userId, conversationMutes.userId, conversationNotices.userId],
  async read(db, userId) {
    const [devices, prefs, mutes, notices] = await Promise.all([
      db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.id)),
      db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
      db.select().from(conversationMutes).where(eq(conversationMutes.userId, userId)),
      db.select().from(conversationNotices).where(eq(conversationNotices.userId, userId)),
    ]);
    return [
      // The push address is the browser's secret: only that a device receives pushes, and since when.
      ...devices.map((d) => ({ kind: 'push_device', since: iso(d.createdAt) })),
      ...prefs.map((p) => ({
        kind: 'settings',
        previews: p.previews,
        email_nudges: p.emailNudges,
        quiet_start_minute: p.quietStart,
        quiet_end_minute: p.quietEnd,
        time_zone: p.timeZone,
      })),
      ...mutes.map((m) => ({ kind: 'muted_chat', member_id: m.otherId, since: iso(m.createdAt) })),
      ...notices.map((n) => ({
        kind: 'last_notified',
        member_id: n.otherId,
        push_at: iso(n.lastPushAt),
        email_at: iso(n.lastEmailAt),
      })),
    ];
  },
  async erase(tx, userId) {
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
    await tx.delete(conversationMutes).where(eq(conversationMutes.userId, userId));
    await tx.delete(conversationNotices).where(eq(conversationNotices.userId, userId));
  },
};

const verificationEntry: InventoryEntry = {
  file: 'verification.json',
  about: 'Your selfie checks (result, threshold and when; the selfies themselves are never kept) and manual reviews.',
  onDeletion: 'removed',
  holds: [selfieChallenges.userId, selfieChecks.userId, verificationReviews.userId],
  async read(db, userId) {
    const [challenges, checks, reviews] = await Promise.all([
      db
        .select()
        .from(selfieChallenges)
        .where(eq(selfieChallenges.userId, userId))
        .orderBy(asc(selfieChallenges.createdAt)),
      db.select().from(selfieChecks).where(eq(selfieChecks.userId, userId)).orderBy(asc(selfieChecks.createdAt)),
      db
        .select()
        .from(verificationReviews)
        .where(eq(verificationReviews.userId, userId))
        .orderBy(asc(verificationReviews.createdAt)),
    ]);
    return [
      ...challenges.map((c) => ({ kind: 'poses_asked', poses: c.poses, at: iso(c.createdAt), used_at: iso(c.usedAt) })),
      ...checks.map((c) => ({
        kind: 'check',
        result: c.result,
        reasons: c.reasons,
        threshold: c.threshold,
        at: iso(c.createdAt),
      })),
      ...reviews.map((r) => ({
        kind: 'manual_review',
        status: r.status,
        frames_held: r.frames.length,
        asked_at: iso(r.createdAt),
        decided_at: iso(r.decidedAt),
      })),
    ];
  },
  async erase(tx, userId) {
    await tx.delete(selfieChallenges).where(eq(selfieChallenges.userId, userId));
    await tx.delete(selfieChecks).where(eq(selfieChecks.userId, userId));
    await tx.delete(verificationReviews).where(eq(verificationReviews.userId, userId));
  },
};

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
  draft,
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
  settings,
  profile,
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
  settingsTable.updatedById,
  deletedUsers.returnAllowedById,
  blockedEmails.blockedById,
  testRuns.startedById,
  verificationReviews.decidedById,
  // Another member muted, or was notified of, a chat with them: that member's settings.
  conversationMutes.otherId,
  conversationNotices.otherId,
];
