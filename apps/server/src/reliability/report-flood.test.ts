import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  REPORT_REPEAT_WINDOW_MS,
  REPORTS_PER_DAY,
  ZReportReason,
  type TPendingReports,
  type TReportReason,
} from '@quad/contract';
import { reports } from '@/db/schema/index';
import { bearer, type TestMember } from '@/test-support/accounts';
import { useTestApp } from '@/test-support/test-app';
import { freshToken, quickMember } from './principals';

/**
 * Report floods (ASVS 5.0 V2.4 anti-automation): one member reporting many members, many
 * members reporting one, and the same report again and again, sent together. The limits
 * hold (one report per reporter, member and reason a day; REPORTS_PER_DAY a day per
 * reporter), refusals are 4xx with a message (429 with Retry-After past the daily limit),
 * the administrators' queue holds no duplicate, and nothing answers 5xx.
 */
const t = useTestApp();
let admin: TestMember;
beforeAll(async () => {
  admin = await quickMember(t, { isAdmin: true });
});

const reasons: TReportReason[] = ZReportReason.options;

const report = (as: TestMember, id: number, reason: TReportReason = 'spam') =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${id}/report`,
    headers: bearer(as.token),
    payload: { reason, description: 'flood' },
  });

const members = async (n: number) => {
  const all: TestMember[] = [];
  for (let i = 0; i < n; i++) all.push(await quickMember(t));
  return all;
};

const filedBy = (reporterId: number) => t.ctx.db.select().from(reports).where(eq(reports.reporterId, reporterId));

async function pendingQueue() {
  const token = await freshToken(t, admin.id);
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/reports/pending', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<TPendingReports>().pending_reports;
}

/** Every answer is 200, or a 4xx with a message; never a 5xx. */
function expectNoServerError(answers: { statusCode: number; json(): unknown }[]): void {
  for (const res of answers) {
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode >= 400) expect(res.json()).toEqual({ msg: expect.any(String), code: expect.any(String) });
  }
}

describe('report floods', () => {
  it(`one member reporting many members is stopped after ${REPORTS_PER_DAY} a day, even all at once`, async () => {
    const reporter = await quickMember(t);
    const targets = await members(3 * REPORTS_PER_DAY);
    const answers = await Promise.all(targets.map((target) => report(reporter, target.id)));
    expectNoServerError(answers);
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(REPORTS_PER_DAY);
    expect(codes.filter((c) => c !== 200)).toEqual(Array(2 * REPORTS_PER_DAY).fill(429));
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({ msg: MSG.tooManyReports, code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await filedBy(reporter.id)).toHaveLength(REPORTS_PER_DAY);

    // A day later the reporter may report again (a limit, not a ban).
    t.clock.advance(REPORT_REPEAT_WINDOW_MS + 1_000);
    const again = { ...reporter, token: await freshToken(t, reporter.id) };
    const fresh = targets[targets.length - 1]!;
    expect((await report(again, fresh.id)).statusCode).toBe(200);
  });

  it('many members reporting one member are all heard, once each', async () => {
    const target = await quickMember(t);
    const reporters = await members(25);
    // Each reporter sends the same report twice at once (a double click, a retry).
    const answers = await Promise.all(reporters.flatMap((r) => [report(r, target.id), report(r, target.id)]));
    expectNoServerError(answers);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(reporters.length);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(reporters.length);
    const about = (await pendingQueue()).filter((p) => p.reported_user.id === target.id);
    expect(about).toHaveLength(reporters.length);
    expect(new Set(about.map((p) => p.reporter.id)).size).toBe(reporters.length);
  });

  it('the same report again and again is stored once; each reason once a day', async () => {
    const reporter = await quickMember(t);
    const target = await quickMember(t);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => report(reporter, target.id, reasons[i % reasons.length])),
    );
    expectNoServerError(answers);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(reasons.length);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ msg: MSG.alreadyReported, code: 'already_reported' });
    }
    const queued = (await pendingQueue()).filter(
      (p) => p.reported_user.id === target.id && p.reporter.id === reporter.id,
    );
    expect(queued.map((p) => p.reason).sort()).toEqual([...reasons].sort());
  });
});
