import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_MANAGE_MSG,
  MSG,
  type TAdminAccount,
  type TCreateAdminRequest,
  type ZUpdateAdminRequest,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { institutions, users } from '@/db/schema/index';
import { Conflict, Forbidden, NotFound, Unprocessable } from '@/platform/errors';
import { deleteAccount } from '@/modules/account/account-deletion.service';
import { isEmailBlocked } from '@/modules/auth/account.repository';
import { createAdminAccount } from '@/modules/auth/admin-account.service';
import { normalizeEmail } from '@/modules/auth/email-hash';
import { isUniqueViolation } from '@/db/errors';

/** Why an administrator account disappeared, shown if its owner tries to sign in. */
const ADMIN_DELETION_REASON = 'Admin account deleted by another administrator';

async function loadAdmins(ctx: AppContext, viewerId: number, onlyId?: number): Promise<TAdminAccount[]> {
  const rows = await ctx.db
    .select({ user: users, institution: { id: institutions.id, name: institutions.name } })
    .from(users)
    .innerJoin(institutions, eq(institutions.id, users.institutionId))
    .where(and(eq(users.isAdmin, true), isNull(users.deletedAt), onlyId ? eq(users.id, onlyId) : undefined))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(({ user, institution }) => ({
    id: user.id,
    username: user.username,
    email: user.email ?? '',
    admin_email: user.adminEmail,
    institution,
    is_current_user: user.id === viewerId,
    created_at: user.createdAt.toISOString(),
  }));
}

/** GET /api/admin/admins: every administrator, oldest first. */
export const listAdmins = (ctx: AppContext, viewerId: number) => loadAdmins(ctx, viewerId);

async function oneAdmin(ctx: AppContext, viewerId: number, id: number): Promise<TAdminAccount> {
  const [admin] = await loadAdmins(ctx, viewerId, id);
  if (!admin) throw new NotFound(ADMIN_MANAGE_MSG.adminNotFound);
  return admin;
}

/** POST /api/admin/create-admin: a verified administrator at the chosen institution. */
export async function createAdmin(ctx: AppContext, viewerId: number, body: TCreateAdminRequest) {
  const created = await createAdminAccount(ctx, body);
  return { msg: ADMIN_MANAGE_MSG.adminCreated, admin: await oneAdmin(ctx, viewerId, created.id) };
}

/** PATCH /api/admin/admins/{id}: an administrator edits their own account only. */
export async function updateOwnAdmin(
  ctx: AppContext,
  viewerId: number,
  id: number,
  body: z.output<typeof ZUpdateAdminRequest>,
) {
  if (id !== viewerId) throw new Forbidden(ADMIN_MANAGE_MSG.editOwnOnly);
  const [institution] = await ctx.db.select().from(institutions).where(eq(institutions.id, body.institution_id));
  if (!institution) throw new Unprocessable(MSG.unknownInstitution, { institution_id: MSG.unknownInstitution });
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.emailMailbox, normalizeEmail(body.email)), isNull(users.deletedAt), ne(users.id, id)));
  if (taken) throw new Conflict(MSG.emailExists, { code: 'email_taken', errors: { email: MSG.emailExists } });
  const [current] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  if (current?.email !== body.email && (await isEmailBlocked(ctx.db, body.email))) {
    throw new Forbidden(MSG.emailBlocked, { code: 'email_blocked', errors: { email: MSG.emailBlocked } });
  }
  await ctx.db
    .update(users)
    .set({
      email: body.email,
      adminEmail: body.notification_email,
      institutionId: body.institution_id,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(users.id, id))
    .catch((err: unknown) => {
      // Another account took the mailbox since the check above.
      if (isUniqueViolation(err)) throw new Conflict(MSG.emailExists, { errors: { email: MSG.emailExists } });
      throw err;
    });
  return { msg: ADMIN_MANAGE_MSG.adminUpdated, admin: await oneAdmin(ctx, viewerId, id) };
}

/** POST /api/admin/notification-email: where the signed-in administrator is notified. */
export async function setNotificationEmail(ctx: AppContext, viewerId: number, email: string) {
  await ctx.db.update(users).set({ adminEmail: email, updatedAt: ctx.clock.now() }).where(eq(users.id, viewerId));
  return { msg: ADMIN_MANAGE_MSG.notificationEmailUpdated, admin_email: email };
}

/**
 * DELETE /api/admin/admins/{id}/delete: another administrator's account, deleted as an
 * admin deletion, so its e-mail cannot register again unless an administrator allows it.
 */
export async function deleteOtherAdmin(ctx: AppContext, viewerId: number, id: number) {
  if (id === viewerId) throw new Forbidden(MSG.cannotDeleteSelf);
  await oneAdmin(ctx, viewerId, id);
  await deleteAccount(ctx, id, {
    type: 'admin_deleted',
    reason: ADMIN_DELETION_REASON,
    adminId: viewerId,
    adminNotes: { deletion_message: ADMIN_DELETION_REASON, admin_account: true },
  });
  return { msg: ADMIN_MANAGE_MSG.adminDeleted };
}
