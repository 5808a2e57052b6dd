import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_MANAGE_MSG,
  type TAdminInstitution,
  type ZCreateInstitutionRequest,
  type ZUpdateInstitutionRequest,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { institutions, users } from '@/db/schema/index';
import { Conflict, NotFound } from '@/platform/errors';
import { adminInstitutions } from './admin-statistics.service';

type CreateInstitution = z.output<typeof ZCreateInstitutionRequest>;
type UpdateInstitution = z.output<typeof ZUpdateInstitutionRequest>;
type InstitutionRow = typeof institutions.$inferSelect;

/** "Bow Valley College" → "bow-valley-college"; the id members' accounts point at. */
const slug = (text: string): string =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'institution';

/**
 * Names and abbreviations are unique (case-insensitively) and a domain belongs to one
 * institution only, so sign-up always knows where an e-mail belongs.
 */
function assertDistinct(all: InstitutionRow[], selfId: string | null, name: string, abbr: string, domains: string[]) {
  const others = all.filter((i) => i.id !== selfId);
  const lower = [name.toLowerCase(), abbr.toLowerCase()];
  if (others.some((i) => lower.includes(i.name.toLowerCase()) || lower.includes(i.nameAbbreviated.toLowerCase()))) {
    throw new Conflict(ADMIN_MANAGE_MSG.institutionExists);
  }
  for (const domain of domains) {
    const owner = others.find((i) => i.domains.includes(domain));
    if (owner) throw new Conflict(ADMIN_MANAGE_MSG.domainInUse(domain, owner.name));
  }
}

async function present(ctx: AppContext, adminId: number, id: string): Promise<TAdminInstitution> {
  const found = (await adminInstitutions(ctx, adminId)).find((i) => i.id === id);
  if (!found) throw new NotFound(ADMIN_MANAGE_MSG.institutionNotFound);
  return found;
}

/** POST /api/admin/institutions */
export async function createInstitution(ctx: AppContext, adminId: number, body: CreateInstitution) {
  const all = await ctx.db.select().from(institutions);
  const abbreviation = body.name_abbreviated || body.name;
  assertDistinct(all, null, body.name, abbreviation, body.domains);
  const base = slug(body.name_abbreviated || body.name);
  let id = base;
  for (let n = 2; all.some((i) => i.id === id); n++) id = `${base}-${n}`;
  await ctx.db.insert(institutions).values({
    id,
    name: body.name,
    nameAbbreviated: abbreviation,
    domains: body.domains,
    paymentThreshold: body.payment_threshold,
    displayOrder: body.display_order,
    createdAt: ctx.clock.now(),
  });
  await ctx.events.emit('institutions.payment-rules-changed', {});
  return { msg: ADMIN_MANAGE_MSG.institutionCreated, institution: await present(ctx, adminId, id) };
}

/** PATCH /api/admin/institutions/{id}: the id stays, so members keep their institution. */
export async function updateInstitution(ctx: AppContext, adminId: number, id: string, body: UpdateInstitution) {
  const all = await ctx.db.select().from(institutions);
  const current = all.find((i) => i.id === id);
  if (!current) throw new NotFound(ADMIN_MANAGE_MSG.institutionNotFound);
  const name = body.name ?? current.name;
  const abbreviation = body.name_abbreviated || (body.name_abbreviated === '' ? name : current.nameAbbreviated);
  const domains = body.domains ?? current.domains;
  assertDistinct(all, id, name, abbreviation, domains);
  await ctx.db
    .update(institutions)
    .set({
      name,
      nameAbbreviated: abbreviation,
      domains,
      paymentThreshold: body.payment_threshold ?? current.paymentThreshold,
      displayOrder: body.display_order ?? current.displayOrder,
    })
    .where(eq(institutions.id, id));
  await ctx.events.emit('institutions.payment-rules-changed', {});
  return { msg: ADMIN_MANAGE_MSG.institutionUpdated, institution: await present(ctx, adminId, id) };
}

/**
 * DELETE /api/admin/institutions/{id}: only while no account belongs to it. Deleted
 * accounts count too: their reports and payments still point at the institution.
 */
export async function deleteInstitution(ctx: AppContext, id: string) {
  const [found] = await ctx.db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, id));
  if (!found) throw new NotFound(ADMIN_MANAGE_MSG.institutionNotFound);
  const [accounts] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.institutionId, id));
  if ((accounts?.n ?? 0) > 0) throw new Conflict(ADMIN_MANAGE_MSG.institutionHasUsers);
  try {
    await ctx.db.delete(institutions).where(eq(institutions.id, id));
  } catch (err) {
    // An account created at this moment still holds it: the foreign key refuses.
    if ((err as { code?: string }).code === '23503') throw new Conflict(ADMIN_MANAGE_MSG.institutionHasUsers);
    throw err;
  }
  await ctx.events.emit('institutions.payment-rules-changed', {});
  return { msg: ADMIN_MANAGE_MSG.institutionDeleted };
}
