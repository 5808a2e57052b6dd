import { and, eq, isNull } from 'drizzle-orm';
import {
  emailDomainMismatch,
  emailMatchesDomains,
  exampleDomain,
  MSG,
  type TRegisterRequest,
  type TRegisterResponse,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { users } from '@/db/schema/index';
import { Conflict, Unprocessable } from '@/platform/errors';
import { findInstitution } from '@/modules/institutions/institutions.service';
import { createAccount, type NewAccount } from './account-creation.service';
import { exposeCode, sendVerificationCode } from './auth-mail.service';
import { assertEmailMayRegister } from './email-eligibility.service';
import { normalizeEmail } from './email-hash';
import { hashPassword } from './password.service';

/**
 * Sign-up: the e-mail must belong to the chosen institution and be free to use; the account
 * starts unverified with a generated username and payment code, and the code is e-mailed.
 */
export async function register(ctx: AppContext, input: TRegisterRequest): Promise<TRegisterResponse> {
  const institution = await findInstitution(ctx.db, input.institution_id);
  if (!institution) throw new Unprocessable(MSG.unknownInstitution, { institution_id: MSG.unknownInstitution });
  if (!emailMatchesDomains(input.email, institution.domains)) {
    const msg = emailDomainMismatch(institution.name, exampleDomain(institution.domains));
    throw new Unprocessable(msg, { email: msg });
  }
  const details: AccountDetails = {
    passwordHash: await hashPassword(input.password),
    institutionId: institution.id,
    age: input.age,
    gender: input.gender,
    orientation: input.orientation,
    heightInches: input.height_inches,
  };
  let returning: boolean;
  try {
    ({ returning } = await assertEmailMayRegister(ctx, input.email));
  } catch (err) {
    if (err instanceof Conflict) await replaceUnverifiedDetails(ctx, input.email, details);
    throw err;
  }
  const user = await createAccount(ctx, { ...details, email: input.email, emailVerified: false }, { returning });
  const email = user.email!;
  const code = await sendVerificationCode(ctx, { id: user.id, email });
  return { msg: MSG.registered, email, ...exposeCode(ctx, code) };
}

type AccountDetails = Omit<NewAccount, 'email' | 'emailVerified' | 'isAdmin' | 'adminEmail'>;

/**
 * Signing up again with the e-mail of an account nobody verified yet answers 409 (the client
 * then resends the code), but the latest sign-up's password and details replace the old ones.
 * Otherwise someone who signed up first with another person's address would know the password
 * of the account that person goes on to verify from their own inbox.
 */
async function replaceUnverifiedDetails(ctx: AppContext, email: string, details: AccountDetails): Promise<void> {
  await ctx.db
    .update(users)
    .set({ ...details, updatedAt: ctx.clock.now() })
    .where(and(eq(users.emailMailbox, normalizeEmail(email)), eq(users.emailVerified, false), isNull(users.deletedAt)));
}
