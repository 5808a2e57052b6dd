import { fromAdminGender, fromAdminOrientation, ZCreateAdminRequest, type TCreateAdminRequest } from '@quad/contract';
import type { AppContext } from '@/app-context';
import type { Config } from '@/config';
import { Conflict, Unprocessable } from '@/platform/errors';
import { findInstitution, listInstitutions } from '@/modules/institutions/institutions.service';
import { findUserByEmail } from './account.repository';
import { createAccount } from './account-creation.service';
import { assertEmailMayRegister } from './email-eligibility.service';
import { hashPassword } from './password.service';

export interface CreatedAdmin {
  id: number;
  email: string;
  username: string;
}

type AdminContext = Pick<AppContext, 'db' | 'clock'>;

/**
 * Creates a verified administrator (the admin area's Create Admin, the admin:create command
 * and ADMIN_EMAIL on start). The e-mail must be free to use exactly as for a sign-up.
 */
export async function createAdminAccount(ctx: AdminContext, request: TCreateAdminRequest): Promise<CreatedAdmin> {
  const parsed = ZCreateAdminRequest.safeParse(request);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'request')] ??= issue.message;
    throw new Unprocessable(Object.values(errors).join('. '), errors);
  }
  const input = parsed.data;
  const institution = await findInstitution(ctx.db, input.institution_id);
  if (!institution) {
    const known = (await listInstitutions(ctx.db)).map((i) => i.id).join(', ');
    const msg = `Unknown institution "${input.institution_id}" (known: ${known})`;
    throw new Unprocessable(msg, { institution_id: msg });
  }
  const { returning } = await assertEmailMayRegister(ctx, input.email);
  const user = await createAccount(
    ctx,
    {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      institutionId: institution.id,
      age: input.age,
      gender: fromAdminGender(input.gender),
      orientation: fromAdminOrientation(input.orientation),
      heightInches: input.height_inches,
      emailVerified: true,
      isAdmin: true,
      adminEmail: input.notification_email ?? input.email,
    },
    { returning },
  );
  return { id: user.id, email: user.email!, username: user.username };
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD on start: creates that administrator once, when no
 * account has the e-mail. Returns what it did, for the start-up log.
 */
export async function ensureBootstrapAdmin(
  ctx: AdminContext,
  admin: Config['bootstrapAdmin'],
): Promise<CreatedAdmin | 'exists' | 'not-configured'> {
  if (!admin) return 'not-configured';
  if (await findUserByEmail(ctx.db, admin.email)) return 'exists';
  try {
    return await createAdminAccount(ctx, {
      email: admin.email,
      password: admin.password,
      institution_id: admin.institution,
    });
  } catch (err) {
    // Several instances starting together: another one created it first.
    if (err instanceof Conflict) return 'exists';
    throw err;
  }
}
