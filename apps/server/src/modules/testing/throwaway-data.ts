import { randomBytes } from 'node:crypto';
import { inArray, like, or, sql } from 'drizzle-orm';
import type { AppContext } from '@/app-context';
import {
  adminActions,
  autoFlags,
  deletedUsers,
  institutions,
  payments,
  profileFlags,
  rateCounters,
  reports,
  users,
} from '@/db/schema/index';
import { limitKeys } from '@/modules/auth/auth-limits';

/** Every throwaway e-mail and institution id starts with this, so leftovers are recognisable. */
export const THROWAWAY_PREFIX = 'quad-selftest-';

/** What cleanup removed, for the run's log. */
export interface CleanupReport {
  members: number;
  institutions: number;
}

/**
 * The register of what a destructive suite created: members (by id, as deletion anonymises
 * their e-mail) and institutions. `cleanup` removes them and everything that points at them
 * (messages, conversations, sessions and codes go with the user row; flags, reports, payments,
 * deletion records and admin actions are removed explicitly), and it also sweeps any member
 * still carrying a throwaway address, e.g. from a run the server could not finish.
 */
export class ThrowawayData {
  private readonly memberIds = new Set<number>();
  private readonly institutionIds = new Set<string>();
  private readonly emails = new Set<string>();
  private readonly closers: (() => void)[] = [];

  constructor(
    private readonly ctx: AppContext,
    readonly runId: number,
  ) {}

  /** A fresh throwaway address at the domain, e.g. quad-selftest-r12-3fa9c1@ucalgary.ca. */
  email(domain: string): string {
    const email = `${THROWAWAY_PREFIX}r${this.runId}-${randomBytes(4).toString('hex')}@${domain}`;
    this.emails.add(email);
    return email;
  }

  /** A fresh throwaway institution id (and its name carries the marker too). */
  institutionId(): string {
    const id = `${THROWAWAY_PREFIX}r${this.runId}-${randomBytes(3).toString('hex')}`;
    this.institutionIds.add(id);
    return id;
  }

  member(id: number): void {
    this.memberIds.add(id);
  }

  /** Something to end before the data goes (e.g. a socket of a throwaway member). */
  onCleanup(close: () => void): void {
    this.closers.push(close);
  }

  get isEmpty(): boolean {
    return this.memberIds.size === 0 && this.institutionIds.size === 0 && this.emails.size === 0;
  }

  async cleanup(): Promise<CleanupReport> {
    for (const close of this.closers.splice(0)) {
      try {
        close();
      } catch {
        // Closing is best effort; the rows go regardless.
      }
    }
    const { db } = this.ctx;
    const swept = await db
      .select({ id: users.id })
      .from(users)
      .where(
        or(
          like(users.email, `${THROWAWAY_PREFIX}%`),
          this.institutionIds.size ? inArray(users.institutionId, [...this.institutionIds]) : sql`false`,
        ),
      );
    for (const { id } of swept) this.memberIds.add(id);
    const ids = [...this.memberIds];
    const institutionIds = [...this.institutionIds];
    let removedInstitutions = 0;
    await db.transaction(async (tx) => {
      if (ids.length) {
        await tx.delete(autoFlags).where(or(inArray(autoFlags.senderId, ids), inArray(autoFlags.recipientId, ids)));
        await tx.delete(profileFlags).where(inArray(profileFlags.userId, ids));
        await tx.delete(reports).where(or(inArray(reports.reporterId, ids), inArray(reports.reportedId, ids)));
        await tx.delete(payments).where(inArray(payments.userId, ids));
        await tx.delete(adminActions).where(inArray(adminActions.targetUserId, ids));
        await tx.delete(deletedUsers).where(inArray(deletedUsers.originalUserId, ids));
        await tx.delete(users).where(inArray(users.id, ids));
      }
      if (institutionIds.length) {
        const removed = await tx
          .delete(institutions)
          .where(inArray(institutions.id, institutionIds))
          .returning({ id: institutions.id });
        removedInstitutions = removed.length;
      }
      const keys = [...this.emails].flatMap((email) => [
        limitKeys.codeAttempts('verify_email', email),
        limitKeys.signupResend(email),
        limitKeys.loginAccount(email),
      ]);
      if (keys.length) await tx.delete(rateCounters).where(inArray(rateCounters.key, keys));
    });
    for (const id of ids) {
      this.ctx.sessions.forgetUser(id);
      this.ctx.activity.forget(id);
    }
    const report = { members: ids.length, institutions: removedInstitutions };
    this.memberIds.clear();
    this.institutionIds.clear();
    this.emails.clear();
    return report;
  }
}
