import { eq } from 'drizzle-orm';
import type { TGender, TOrientation } from '@quad/contract';
import { institutions, users } from '@/db/schema/index';
import { createAccount } from '@/modules/auth/account-creation.service';
import { hashPassword } from '@/modules/auth/password.service';
import type { TestCaseContext } from './test-suite.types';

export interface ThrowawayMember {
  id: number;
  email: string;
  username: string;
  password: string;
  institutionId: string;
}

/** A throwaway institution (its id, name and domain carry the self-test marker). */
export async function createThrowawayInstitution(t: TestCaseContext, paymentThreshold: number): Promise<string> {
  const id = t.throwaway.institutionId();
  await t.ctx.db.insert(institutions).values({
    id,
    name: `Self-test ${id}`,
    nameAbbreviated: 'TEST',
    domains: [`${id}.invalid`],
    displayOrder: 10_000,
    paymentThreshold,
  });
  return id;
}

/** A verified, active throwaway member, created directly through the account service. */
export async function createThrowawayMember(
  t: TestCaseContext,
  options: { institutionId: string; domain: string; gender: TGender; orientation?: TOrientation },
): Promise<ThrowawayMember> {
  const email = t.throwaway.email(options.domain);
  const password = `selftest-${t.runId}-password`;
  const row = await createAccount(
    t.ctx,
    {
      email,
      passwordHash: await hashPassword(password),
      institutionId: options.institutionId,
      age: 21,
      gender: options.gender,
      orientation: options.orientation ?? 'ambiphilic',
      heightInches: 68,
      emailVerified: true,
    },
    { returning: false },
  );
  t.throwaway.member(row.id);
  await t.ctx.db.update(users).set({ lastActivityAt: t.ctx.clock.now() }).where(eq(users.id, row.id));
  return { id: row.id, email, username: row.username, password, institutionId: options.institutionId };
}
