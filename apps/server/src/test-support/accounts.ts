import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { TGender, TOrientation } from '@quad/contract';
import { users } from '@/db/schema/index';
import { createAccount } from '@/modules/auth/account-creation.service';
import { hashPassword } from '@/modules/auth/password.service';
import type { TestApp } from './test-app';

export interface TestMember {
  id: number;
  email: string;
  password: string;
  username: string;
  /** An access token of a fresh session. */
  token: string;
}

export interface MemberOptions {
  email?: string;
  password?: string;
  institutionId?: string;
  gender?: TGender;
  orientation?: TOrientation;
  age?: number;
  heightInches?: number;
  isAdmin?: boolean;
  /** Suspended with this reason. */
  suspendedReason?: string;
  verified?: boolean;
}

let sequence = 0;

/** A unique address at the institution's first domain. */
export const uniqueEmail = (domain = 'ucalgary.ca'): string =>
  `member${++sequence}.${Date.now().toString(36)}@${domain}`;

export const bearer = (token: string): { authorization: string } => ({ authorization: `Bearer ${token}` });

/**
 * A member created directly through the account services (no e-mail round trip), signed in
 * with a session of their own. For tests of other features that need members.
 */
export async function createMember(t: TestApp, options: MemberOptions = {}): Promise<TestMember> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse battery';
  const user = await createAccount(
    t.ctx,
    {
      email,
      passwordHash: await hashPassword(password),
      institutionId: options.institutionId ?? 'ucalgary',
      age: options.age ?? 25,
      gender: options.gender ?? 'woman',
      orientation: options.orientation ?? 'androphilic',
      heightInches: options.heightInches ?? 66,
      emailVerified: options.verified ?? true,
      isAdmin: options.isAdmin ?? false,
    },
    { returning: false },
  );
  if (options.suspendedReason !== undefined) {
    await t.ctx.db
      .update(users)
      .set({ isSuspended: true, suspensionReason: options.suspendedReason, suspendedAt: t.clock.now() })
      .where(eq(users.id, user.id));
  }
  const { token } = await t.ctx.sessions.create(user.id);
  return { id: user.id, email: user.email!, password, username: user.username, token };
}

/** The latest 6-digit code e-mailed to the address. */
export function lastCode(t: TestApp, email: string): string {
  const mail = t.mailer.lastTo(email);
  const code = /code is (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No code was e-mailed to ${email}`);
  return code;
}

/**
 * A member created before the file's first test and shared by its tests (often the
 * administrator who does everything); its fields are filled in then.
 */
export function useMember(t: TestApp, options: MemberOptions = {}): TestMember {
  const member = {} as TestMember;
  beforeAll(async () => {
    Object.assign(member, await createMember(t, options));
  });
  return member;
}
