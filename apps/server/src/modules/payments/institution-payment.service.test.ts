import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GENDERS, type TGender } from '@quad/contract';
import { institutions, users } from '@/db/schema/index';
import { useTestApp } from '@/test-support/test-app';
import {
  forgetInstitutionPaymentStates,
  institutionPaymentState,
  listInstitutionPaymentStates,
} from './institution-payment.service';
import { requiresPayment } from './payment-gate.policy';

const DAY = 24 * 60 * 60_000;
const t = useTestApp();

async function reset(): Promise<void> {
  await t.ctx.db.delete(users);
  await t.ctx.db.update(institutions).set({ paymentThreshold: 3 });
  await t.ctx.settings.update({ user_activity_threshold_days: 30 });
  forgetInstitutionPaymentStates(t.ctx);
}

type UserRow = typeof users.$inferInsert;

/** A member row as the counting query sees it: verified, active yesterday, at ucalgary. */
async function member(overrides: Partial<UserRow> = {}): Promise<number> {
  const [row] = await t.ctx.db
    .insert(users)
    .values({
      email: `${randomBytes(6).toString('hex')}@ucalgary.ca`,
      username: `member_${randomBytes(6).toString('hex')}`,
      institutionId: 'ucalgary',
      age: 22,
      gender: 'woman',
      orientation: 'androphilic',
      heightInches: 66,
      emailVerified: true,
      lastActivityAt: new Date(t.clock.now().getTime() - DAY),
      ...overrides,
    })
    .returning({ id: users.id });
  return row!.id;
}

const count = async (institutionId = 'ucalgary') => {
  forgetInstitutionPaymentStates(t.ctx);
  return (await institutionPaymentState(t.ctx, institutionId)).activeWomenNonbinaryCount;
};

describe('institution payment state', () => {
  beforeEach(reset);

  it('requires payment once active women and nonbinary members reach the threshold', async () => {
    await member();
    await member({ gender: 'nonbinary' });
    expect(await count()).toBe(2);
    expect((await institutionPaymentState(t.ctx, 'ucalgary')).paymentRequired).toBe(false);

    await member();
    expect(await count()).toBe(3);
    expect(await institutionPaymentState(t.ctx, 'ucalgary')).toEqual({
      institutionId: 'ucalgary',
      activeWomenNonbinaryCount: 3,
      paymentThreshold: 3,
      paymentRequired: true,
    });
  });

  it('counts only verified, present, unsuspended, recently active women and nonbinary members', async () => {
    await member();
    const now = t.clock.now().getTime();
    await member({ gender: 'man' });
    await member({ emailVerified: false });
    await member({ deletedAt: new Date(now - DAY) });
    await member({ isSuspended: true, suspensionReason: 'spam' });
    await member({ lastActivityAt: new Date(now - 31 * DAY) });
    await member({ lastActivityAt: null });
    await member({ isAdmin: true });
    await member({ isTestAccount: true });
    await member({ institutionId: 'sait' });
    expect(await count('ucalgary')).toBe(1);
    expect(await count('sait')).toBe(1);
    expect(await count('mru')).toBe(0);
  });

  it('uses the administrators\u2019 activity window, edge included', async () => {
    const now = t.clock.now().getTime();
    await member({ lastActivityAt: new Date(now - 30 * DAY) });
    await member({ lastActivityAt: new Date(now - 30 * DAY - 1) });
    expect(await count()).toBe(1);

    await t.ctx.settings.update({ user_activity_threshold_days: 60 });
    expect(await count()).toBe(2);

    t.clock.advance(31 * DAY);
    expect(await count()).toBe(0);
  });

  it('follows a changed institution threshold', async () => {
    await member();
    await t.ctx.db.update(institutions).set({ paymentThreshold: 1 }).where(eq(institutions.id, 'mru'));
    await member({ institutionId: 'mru' });
    forgetInstitutionPaymentStates(t.ctx);
    const states = await listInstitutionPaymentStates(t.ctx);
    expect(states.map((s) => [s.institutionId, s.activeWomenNonbinaryCount, s.paymentRequired])).toEqual([
      ['ucalgary', 1, false],
      ['sait', 0, false],
      ['mru', 1, true],
    ]);
  });

  it('answers from a short cache between reloads', async () => {
    await member();
    expect(await count()).toBe(1);
    await member();
    expect((await institutionPaymentState(t.ctx, 'ucalgary')).activeWomenNonbinaryCount).toBe(1);
    expect(await count()).toBe(2);
  });
});

describe('requiresPayment', () => {
  beforeAll(async () => {
    await reset();
    // ucalgary is past its threshold of 3; sait has nobody.
    await Promise.all([member(), member(), member({ gender: 'nonbinary' })]);
    forgetInstitutionPaymentStates(t.ctx);
  });

  const cases = [true, false].flatMap((paid) =>
    GENDERS.flatMap((gender) =>
      (['ucalgary', 'sait'] as const).flatMap((institutionId) =>
        [true, false].map((hasConversation) => ({ paid, gender, institutionId, hasConversation })),
      ),
    ),
  );

  it.each(cases)(
    'paid=$paid, to a $gender, at $institutionId, existing conversation=$hasConversation',
    async ({ paid, gender, institutionId, hasConversation }) => {
      const expected = !paid && gender !== 'man' && institutionId === 'ucalgary' && !hasConversation;
      const sender = { isAdmin: false, isPaid: paid, institutionId };
      expect(await requiresPayment(t.ctx, sender, { gender }, hasConversation)).toBe(expected);
    },
  );

  it.each<TGender>(['woman', 'nonbinary'])('never asks an administrator to pay (to a %s)', async (gender) => {
    const admin = { isAdmin: true, isPaid: false, institutionId: 'ucalgary' };
    expect(await requiresPayment(t.ctx, admin, { gender }, false)).toBe(false);
  });
});
