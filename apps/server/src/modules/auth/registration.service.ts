import {
  emailDomainMismatch,
  emailMatchesDomains,
  exampleDomain,
  MSG,
  type TRegisterRequest,
  type TRegisterResponse,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { Unprocessable } from '@/platform/errors';
import { findInstitution } from '@/modules/institutions/institutions.service';
import { createAccount } from './account-creation.service';
import { exposeCode, sendVerificationCode } from './auth-mail.service';
import { assertEmailMayRegister } from './email-eligibility.service';
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
  const { returning } = await assertEmailMayRegister(ctx, input.email);
  const user = await createAccount(
    ctx,
    {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      institutionId: institution.id,
      age: input.age,
      gender: input.gender,
      orientation: input.orientation,
      heightInches: input.height_inches,
      emailVerified: false,
    },
    { returning },
  );
  const email = user.email!;
  const code = await sendVerificationCode(ctx, { id: user.id, email });
  return { msg: MSG.registered, email, ...exposeCode(ctx, code) };
}
