import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, PAYMENT_CODE_ALPHABET, PAYMENT_CODE_LENGTH, PAYMENT_MSG, type TMyPayments } from '@quad/contract';
import { payments, users } from '@/db/schema/index';
import { bearer, createMember, type TestMember } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';
import { connectSocket, nextEvent } from '@/test-support/socket-client';

const t = useTestApp();
let admin: TestMember;
beforeAll(async () => {
  admin = await createMember(t, { isAdmin: true });
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const claim = (token: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/payments/claim', headers: bearer(token), payload });
const history = async (token: string): Promise<TMyPayments> => (await get('/api/payments', token)).json();

describe('payment codes', () => {
  it('gives every member a unique code from the unambiguous alphabet', async () => {
    const members = await Promise.all(Array.from({ length: 25 }, () => createMember(t)));
    const codes = await Promise.all(
      members.map(async (m) => (await get('/api/payment-instructions', m.token)).json<{ payment_code: string }>()),
    );
    const pattern = new RegExp(`^[${PAYMENT_CODE_ALPHABET}]{${PAYMENT_CODE_LENGTH}}$`);
    for (const { payment_code } of codes) {
      expect(payment_code).toMatch(pattern);
      expect(payment_code).not.toMatch(/[01OIL]/);
    }
    expect(new Set(codes.map((c) => c.payment_code)).size).toBe(members.length);
  });
});

describe('GET /api/payment-instructions', () => {
  it('gives the amount, currency and recipient from the settings, with the member’s username and code', async () => {
    const m = await createMember(t);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, m.id));
    const res = await get('/api/payment-instructions', m.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      amount: '20.00',
      currency: 'CAD',
      recipient_email: 'payments@quad.local',
      payment_code: row!.paymentCode,
      username: m.username,
    });

    await t.ctx.settings.update({ payment_amount: 25.5, payment_currency: 'cad', recipient_email: 'Pay@Quad.ca' });
    expect((await get('/api/payment-instructions', m.token)).json()).toMatchObject({
      amount: '25.50',
      currency: 'CAD',
      recipient_email: 'pay@quad.ca',
    });
    await t.ctx.settings.update({ payment_amount: 20, recipient_email: 'payments@quad.local' });
  });

  it('is for signed-in members, suspended ones included', async () => {
    expect((await get('/api/payment-instructions')).statusCode).toBe(401);
    expect((await get('/api/payments')).statusCode).toBe(401);
    const anonymousClaim = await t.app.inject({ method: 'POST', url: '/api/payments/claim', payload: {} });
    expect(anonymousClaim.statusCode).toBe(401);
    expect(anonymousClaim.json()).toEqual({ msg: MSG.notAuthenticated, code: 'unauthorized' });

    const suspended = await createMember(t, { suspendedReason: 'Spam' });
    expect((await get('/api/payment-instructions', suspended.token)).statusCode).toBe(200);
    expect((await claim(suspended.token)).statusCode).toBe(200);
  });
});

describe('POST /api/payments/claim', () => {
  it('puts the member under review with a pending record, and says so on their open pages', async () => {
    const m = await createMember(t);
    const socket = await connectSocket(t, m.token);
    const event = nextEvent(socket, 'payment_status_update');

    const res = await claim(m.token, { sender_name: '  Jane Doe ', amount: 20 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      msg: PAYMENT_MSG.claimReceived,
      is_paid: false,
      is_under_payment_review: true,
      payment: { transaction_type: 'PAYMENT', amount: 20, currency: 'CAD', status: 'pending' },
    });
    expect(await event).toEqual({ is_paid: false, is_under_payment_review: true });
    socket.disconnect();

    const mine = await history(m.token);
    expect(mine).toMatchObject({ is_paid: false, is_under_payment_review: true, remaining_amount: null });
    expect(mine.payments).toEqual([
      expect.objectContaining({ status: 'pending', user_paid_status_after: null, amount: 20 }),
    ]);
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.userId, m.id));
    expect(row).toMatchObject({ senderName: 'Jane Doe', source: 'member_claim' });
  });

  it('takes the claim without a name or an amount', async () => {
    const m = await createMember(t);
    const res = await claim(m.token, { sender_name: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ payment: { amount: null } });
  });

  it('allows one open claim at a time, even when sent twice at once', async () => {
    const m = await createMember(t);
    const results = await Promise.all([claim(m.token), claim(m.token), claim(m.token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toEqual({ msg: PAYMENT_MSG.claimOpen, code: 'conflict' });
    expect((await history(m.token)).payments).toHaveLength(1);
  });

  it('refuses members already paid and administrators', async () => {
    const paid = await createMember(t);
    await t.ctx.db.update(users).set({ isPaid: true }).where(eq(users.id, paid.id));
    expect((await claim(paid.token)).json()).toEqual({ msg: PAYMENT_MSG.alreadyPaid, code: 'already_paid' });
    const res = await claim(admin.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ msg: PAYMENT_MSG.adminsNeverPay, code: 'conflict' });
  });

  it.each([
    [{ amount: -5 }],
    [{ amount: 0 }],
    [{ amount: 20.001 }],
    [{ amount: '20' }],
    [{ amount: 1_000_000 }],
    [{ sender_name: 'x'.repeat(101) }],
  ])('answers 400 for %j', async (payload) => {
    const m = await createMember(t);
    const res = await claim(m.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('msg');
  });
});

describe('GET /api/payments', () => {
  it('shows the member only their own records, without administrators’ notes', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await claim(a.token, { amount: 20 });
    await claim(b.token, { amount: 20 });
    const [aClaim] = await t.ctx.db.select().from(payments).where(eq(payments.userId, a.id));
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${aClaim!.id}/verify`,
      headers: bearer(admin.token),
      payload: { transaction_id: 'CA1abcXyz', admin_notes: 'Secret: matched in the bank portal' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${a.id}/payment-status`,
      headers: bearer(admin.token),
      payload: {
        is_paid: true,
        amount: 0,
        payment_type: 'ADJUSTMENT',
        admin_note: 'Secret two',
        payment_notes_to_user: 'All set',
      },
    });

    const res = await get('/api/payments', a.token);
    const body = res.json<TMyPayments>();
    expect(body.is_paid).toBe(true);
    expect(body.payments).toHaveLength(2);
    expect(body.payments[0]).toMatchObject({ transaction_type: 'ADJUSTMENT', payment_notes_to_user: 'All set' });
    expect(body.payments[1]).toMatchObject({
      transaction_id: 'CA1abcXyz',
      status: 'verified',
      user_paid_status_after: true,
      remaining_amount: 0,
    });
    expect(res.body).not.toContain('Secret');
    expect(res.body).not.toContain('admin_notes');
    expect(res.body).not.toContain('sender_name');
    const bIds = (await history(b.token)).payments.map((p) => p.id);
    expect(bIds).toHaveLength(1);
    expect(body.payments.map((p) => p.id)).not.toContain(bIds[0]);
  });
});
