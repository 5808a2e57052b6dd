import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG, PAYMENT_MSG, type TAdminPaymentResult, type TMyPayments, type TPendingPayments } from '@quad/contract';
import { adminActions, payments, users } from '@/db/schema/index';
import { bearer, createMember, type TestMember, useMember } from '@/test-support/accounts';
import { connectSocket, nextEvent } from '@/test-support/socket-client';
import { useTestApp } from '@/test-support/test-app';
import { ingestPaymentEmail } from './payment-intake.service';

const t = useTestApp();
const admin = useMember(t, { isAdmin: true, gender: 'man' });

const post = (url: string, payload: Record<string, unknown> = {}, token = admin.token) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const pending = async (): Promise<TPendingPayments> =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/payments/pending', headers: bearer(admin.token) })).json();
const claimed = async (m: TestMember, payload: Record<string, unknown> = { amount: 20 }): Promise<number> => {
  const res = await post('/api/payments/claim', payload, m.token);
  expect(res.statusCode).toBe(200);
  return res.json<{ payment: { id: number } }>().payment.id;
};
const memberRow = async (id: number) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const actionsOn = (id: number) => t.ctx.db.select().from(adminActions).where(eq(adminActions.targetUserId, id));
const myHistory = async (m: TestMember): Promise<TMyPayments> =>
  (await t.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(m.token) })).json();

describe('the admin gate', () => {
  const calls = [
    ['GET', '/api/admin/payments/pending'],
    ['POST', '/api/admin/payments/1/verify'],
    ['POST', '/api/admin/payments/1/reject'],
    ['POST', '/api/admin/users/1/payment-status'],
  ] as const;

  it.each(calls)('%s %s: 401 without a token, 403 for a member', async (method, url) => {
    const member = await createMember(t);
    const anonymous = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await t.app.inject({
      method,
      url,
      headers: bearer(member.token),
      payload: method === 'POST' ? { is_paid: true } : undefined,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ msg: MSG.notAdmin, code: 'forbidden' });
  });
});

describe('the pending list', () => {
  it('lists members under review with their pending records, and unmatched e-Transfers', async () => {
    const m = await createMember(t);
    const bystander = await createMember(t);
    const paymentId = await claimed(m, { sender_name: 'J Doe', amount: 20 });
    const stray = readFileSync(new URL('./fixtures/en-no-message.eml', import.meta.url));
    expect(await ingestPaymentEmail(t.ctx, stray)).toBe('stored');

    const list = await pending();
    const entry = list.pending_payments.find((p) => p.user.id === m.id);
    expect(entry).toMatchObject({
      user: { username: m.username, email: m.email, is_paid: false, is_under_payment_review: true },
      payments: [{ id: paymentId, status: 'pending', source: 'member_claim', sender_name: 'J Doe', amount: 20 }],
    });
    expect(entry!.user.payment_reference_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(list.pending_payments.some((p) => p.user.id === bystander.id)).toBe(false);
    expect(list.unmatched_intakes).toContainEqual(
      expect.objectContaining({
        sender_name: 'ALEX KIM',
        transaction_id: 'CA2bCdEfGh',
        intake: expect.objectContaining({ reference_number: 'CA2bCdEfGh', unmatched_reason: 'No message' }),
      }),
    );
  });
});

describe('verify', () => {
  it('marks the member paid with nothing remaining and takes them off the list', async () => {
    const m = await createMember(t);
    const paymentId = await claimed(m);
    const socket = await connectSocket(t, m.token);
    const event = nextEvent(socket, 'payment_status_update');

    const res = await post(`/api/admin/payments/${paymentId}/verify`, {
      transaction_id: 'CA1verify01',
      admin_notes: 'Seen in the bank portal',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TAdminPaymentResult>()).toMatchObject({
      msg: PAYMENT_MSG.verified,
      user: { id: m.id, is_paid: true, is_under_payment_review: false, remaining_amount: 0 },
      payment: {
        status: 'verified',
        transaction_id: 'CA1verify01',
        user_paid_status_after: true,
        remaining_amount: 0,
        admin_notes: 'Seen in the bank portal',
        reviewed_by: { id: admin.id, username: admin.username },
      },
    });
    expect(await event).toEqual({ is_paid: true, is_under_payment_review: false });
    socket.disconnect();

    expect(await memberRow(m.id)).toMatchObject({ isPaid: true, remainingAmount: 0, isUnderPaymentReview: false });
    expect((await pending()).pending_payments.some((p) => p.user.id === m.id)).toBe(false);
    expect(await actionsOn(m.id)).toEqual([
      expect.objectContaining({
        adminId: admin.id,
        actionType: 'payment_verified',
        notes: expect.objectContaining({ admin_notes: 'Seen in the bank portal', payment_id: paymentId }),
      }),
    ]);
    const again = await post(`/api/admin/payments/${paymentId}/verify`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: PAYMENT_MSG.alreadyReviewed, code: 'conflict' });
  });

  it('records the price when the claim named no amount', async () => {
    const m = await createMember(t);
    const paymentId = await claimed(m, {});
    const res = await post(`/api/admin/payments/${paymentId}/verify`);
    expect(res.json<TAdminPaymentResult>().payment).toMatchObject({ amount: 20, transaction_id: null });
  });

  it('verifies an unmatched e-Transfer for the member the administrator names', async () => {
    const m = await createMember(t);
    const source = readFileSync(new URL('./fixtures/en-deposit-link.eml', import.meta.url));
    expect(await ingestPaymentEmail(t.ctx, source)).toBe('stored');
    const intake = (await pending()).unmatched_intakes.find((p) => p.transaction_id === 'CA1tUvWxYz')!;

    const withoutMember = await post(`/api/admin/payments/${intake.id}/verify`);
    expect(withoutMember.statusCode).toBe(400);
    expect(withoutMember.json()).toEqual({ msg: PAYMENT_MSG.chooseMember, code: 'bad_request' });

    const res = await post(`/api/admin/payments/${intake.id}/verify`, { user_id: m.id });
    expect(res.statusCode).toBe(200);
    expect((await memberRow(m.id)).isPaid).toBe(true);
    expect((await pending()).unmatched_intakes.some((p) => p.id === intake.id)).toBe(false);
    expect((await myHistory(m)).payments[0]).toMatchObject({ transaction_id: 'CA1tUvWxYz', status: 'verified' });
  });

  it('answers 404 for an unknown payment and 400 for a bad id', async () => {
    expect((await post('/api/admin/payments/999999/verify')).json()).toEqual({
      msg: PAYMENT_MSG.paymentNotFound,
      code: 'not_found',
    });
    expect((await post('/api/admin/payments/abc/verify')).statusCode).toBe(400);
  });
});

describe('reject', () => {
  it('keeps the member unpaid, tells them why, and takes them off the list', async () => {
    const m = await createMember(t);
    const paymentId = await claimed(m);
    const res = await post(`/api/admin/payments/${paymentId}/reject`, { admin_notes: 'Nothing in the account' });
    expect(res.statusCode).toBe(200);
    expect(res.json<TAdminPaymentResult>()).toMatchObject({
      msg: PAYMENT_MSG.rejected,
      user: { is_paid: false, is_under_payment_review: false },
      payment: {
        status: 'rejected',
        payment_notes_to_user: 'Payment could not be verified',
        user_paid_status_after: false,
      },
    });
    expect((await pending()).pending_payments.some((p) => p.user.id === m.id)).toBe(false);
    const mine = await myHistory(m);
    expect(mine.payments[0]).toMatchObject({
      status: 'rejected',
      payment_notes_to_user: 'Payment could not be verified',
    });
    expect(JSON.stringify(mine)).not.toContain('Nothing in the account');
    expect(await actionsOn(m.id)).toEqual([
      expect.objectContaining({ actionType: 'payment_rejected', reason: 'Payment could not be verified' }),
    ]);
    // The member may try again.
    expect((await post('/api/payments/claim', {}, m.token)).statusCode).toBe(200);
  });

  it('takes a reason for the member', async () => {
    const m = await createMember(t);
    const paymentId = await claimed(m);
    const res = await post(`/api/admin/payments/${paymentId}/reject`, { reason: 'Amount was $2, not $20' });
    expect(res.json<TAdminPaymentResult>().payment.payment_notes_to_user).toBe('Amount was $2, not $20');
  });

  it('keeps the member listed while another of their records waits', async () => {
    const m = await createMember(t);
    const claimId = await claimed(m);
    const code = (await memberRow(m.id)).paymentCode!;
    const email = readFileSync(new URL('./fixtures/en-thousands.eml', import.meta.url), 'utf8').replace(
      'K7M3QX9P',
      code,
    );
    // Two e-Transfers arrive: the first completes the claim, the second waits on its own.
    expect(await ingestPaymentEmail(t.ctx, Buffer.from(email))).toBe('stored');
    expect(await ingestPaymentEmail(t.ctx, Buffer.from(email.replace('CA4gHjKmNp', 'CA4second')))).toBe('stored');
    const records = (await pending()).pending_payments.find((p) => p.user.id === m.id)!.payments;
    expect(records.map((r) => r.id)).toContain(claimId);
    expect(records).toHaveLength(2);

    await post(`/api/admin/payments/${claimId}/reject`);
    expect((await memberRow(m.id)).isUnderPaymentReview).toBe(true);
    expect((await pending()).pending_payments.find((p) => p.user.id === m.id)!.payments).toHaveLength(1);
  });
});

describe('manual payment status', () => {
  const update = (userId: number, payload: Record<string, unknown>) =>
    post(`/api/admin/users/${userId}/payment-status`, payload);

  it('marks a member paid: nothing remains, whatever remaining amount was given', async () => {
    const m = await createMember(t);
    const res = await update(m.id, { is_paid: true, amount: 20, payment_type: 'PAYMENT', remaining_amount: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json<TAdminPaymentResult>()).toMatchObject({
      msg: PAYMENT_MSG.statusUpdated,
      user: { is_paid: true, remaining_amount: 0, is_under_payment_review: false },
      payment: {
        transaction_type: 'PAYMENT',
        amount: 20,
        remaining_amount: 0,
        status: 'recorded',
        user_paid_status_after: true,
      },
    });
  });

  it('leaves the rest remaining after partial payments, then a refund adds it back', async () => {
    const m = await createMember(t);
    const step = async (payload: Record<string, unknown>) => (await update(m.id, payload)).json<TAdminPaymentResult>();

    expect((await step({ is_paid: false, amount: 5 })).user!.remaining_amount).toBe(15);
    expect((await step({ is_paid: false, amount: 7.5 })).user!.remaining_amount).toBe(7.5);
    expect((await step({ is_paid: false, amount: 0, payment_type: 'ADJUSTMENT' })).user!.remaining_amount).toBe(7.5);
    expect((await step({ is_paid: false, amount: 0, remaining_amount: 2.25 })).user!.remaining_amount).toBe(2.25);
    expect((await step({ is_paid: true, amount: 2.25 })).user).toMatchObject({ is_paid: true, remaining_amount: 0 });
    const refund = await step({
      is_paid: false,
      amount: -20,
      payment_type: 'REFUND',
      payment_notes_to_user: 'Refunded',
    });
    expect(refund.user).toMatchObject({ is_paid: false, remaining_amount: 20 });
    expect(refund.payment).toMatchObject({ transaction_type: 'REFUND', amount: -20, user_paid_status_after: false });

    const mine = await myHistory(m);
    expect(mine.payments.map((p) => [p.transaction_type, p.amount, p.remaining_amount])).toEqual([
      ['REFUND', -20, 20],
      ['PAYMENT', 2.25, 0],
      ['PAYMENT', 0, 2.25],
      ['ADJUSTMENT', 0, 7.5],
      ['PAYMENT', 7.5, 7.5],
      ['PAYMENT', 5, 15],
    ]);
    expect(mine.payments[0]!.payment_notes_to_user).toBe('Refunded');
    const actions = await actionsOn(m.id);
    expect(actions).toHaveLength(6);
    expect(actions.every((a) => a.actionType === 'payment_status_update')).toBe(true);
  });

  it('keeps the member on the pending list when asked to', async () => {
    const m = await createMember(t);
    await update(m.id, { is_paid: false, add_to_pending: true, admin_note: 'Waiting for the bank' });
    const entry = (await pending()).pending_payments.find((p) => p.user.id === m.id);
    expect(entry).toMatchObject({ user: { is_under_payment_review: true }, payments: [] });
    const [action] = await actionsOn(m.id);
    expect(action!.notes).toMatchObject({ admin_notes: 'Waiting for the bank', add_to_pending: true });

    await update(m.id, { is_paid: true });
    expect((await pending()).pending_payments.some((p) => p.user.id === m.id)).toBe(false);
  });

  it('never makes an administrator pay, and checks its input', async () => {
    const m = await createMember(t);
    expect((await update(admin.id, { is_paid: true })).json()).toEqual({
      msg: PAYMENT_MSG.adminsNeverPay,
      code: 'conflict',
    });
    expect((await update(999_999, { is_paid: true })).statusCode).toBe(404);
    for (const payload of [
      {},
      { is_paid: 'yes' },
      { is_paid: true, amount: 0.001 },
      { is_paid: true, payment_type: 'GIFT' },
      { is_paid: false, remaining_amount: -1 },
    ]) {
      expect((await update(m.id, payload)).statusCode).toBe(400);
    }
    expect(
      await t.ctx.db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, m.id), eq(payments.source, 'admin'))),
    ).toEqual([]);
  });
});
