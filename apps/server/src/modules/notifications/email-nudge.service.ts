import { sql } from 'drizzle-orm';
import { EMAIL_NUDGE_PERIOD_HOURS } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { conversationMutes, conversationNotices, messages, notificationSettings, users } from '@/db/schema/index';
import { blockEitherWay } from '@/modules/relationships/relationships.sql';
import { isConnected } from '@/modules/chat/presence.service';
import { inQuietHours, loadNotificationSettings } from './notification-settings.service';
import { nudgeMail } from './nudge-mail';
import { unsubscribeToken } from './unsubscribe-token';

/** Unread messages older than this are left alone (no e-mail storm about old conversations). */
const NUDGE_LOOKBACK_DAYS = 7;
/** Conversations looked at per sweep; the rest wait for the next one. */
const NUDGE_BATCH = 200;
const HOUR_MS = 60 * 60_000;

/** Raw rows: ids may arrive as strings from one driver and numbers from the other. */
type Candidate = {
  recipient_id: number | string;
  sender_id: number | string;
  email: string;
  last_email_at: Date | string | null;
};

type Claimable = Omit<Candidate, 'recipient_id' | 'sender_id'> & { recipient_id: number; sender_id: number };

/**
 * Conversations whose member should hear by e-mail: unread messages (newer than the last
 * e-mail about it) waiting longer than the delay, no push accepted since the first of them,
 * no e-mail in the period, e-mails not turned off, not muted, no block, both accounts alive.
 */
async function candidates(ctx: AppContext, now: Date, delayMinutes: number): Promise<Claimable[]> {
  const cutoff = new Date(now.getTime() - delayMinutes * 60_000);
  const lookback = new Date(now.getTime() - NUDGE_LOOKBACK_DAYS * 24 * HOUR_MS);
  const periodAgo = new Date(now.getTime() - EMAIL_NUDGE_PERIOD_HOURS * HOUR_MS);
  const result = (await ctx.db.execute<Candidate>(sql`
    with unread as (
      select m.recipient_id, m.sender_id, min(m.created_at) as first_unread
      from ${messages} m
      left join ${conversationNotices} n on n.user_id = m.recipient_id and n.other_id = m.sender_id
      where m.read_at is null
        and m.created_at <= ${cutoff.toISOString()}::timestamptz
        and m.created_at > ${lookback.toISOString()}::timestamptz
        and (n.last_email_at is null or m.created_at > n.last_email_at)
      group by m.recipient_id, m.sender_id
    )
    select u.recipient_id, u.sender_id, r.email, n.last_email_at
    from unread u
    join ${users} r on r.id = u.recipient_id
    join ${users} s on s.id = u.sender_id
    left join ${conversationNotices} n on n.user_id = u.recipient_id and n.other_id = u.sender_id
    left join ${notificationSettings} ns on ns.user_id = u.recipient_id
    where (n.last_push_at is null or n.last_push_at < u.first_unread)
      and (n.last_email_at is null or n.last_email_at <= ${periodAgo.toISOString()}::timestamptz)
      and r.deleted_at is null and r.email is not null and r.email_verified and not r.is_suspended
      and s.deleted_at is null
      and coalesce(ns.email_nudges, true)
      and not exists (
        select 1 from ${conversationMutes} cm where cm.user_id = u.recipient_id and cm.other_id = u.sender_id
      )
      and not ${blockEitherWay(sql`u.recipient_id`, sql`u.sender_id`)}
    order by u.first_unread
    limit ${NUDGE_BATCH}`)) as { rows: Candidate[] };
  return result.rows.map((row) => ({
    ...row,
    recipient_id: Number(row.recipient_id),
    sender_id: Number(row.sender_id),
  }));
}

/**
 * Takes the conversation's e-mail turn: only if nobody (another instance's sweep) took it
 * since `previous` was read. One statement, so exactly one sweep wins.
 */
async function claim(ctx: AppContext, c: Claimable, now: Date): Promise<boolean> {
  const previous = c.last_email_at === null ? null : new Date(c.last_email_at).toISOString();
  const result = (await ctx.db.execute<{ user_id: number }>(sql`
    insert into ${conversationNotices} (user_id, other_id, last_email_at)
    values (${c.recipient_id}, ${c.sender_id}, ${now.toISOString()}::timestamptz)
    on conflict (user_id, other_id) do update set last_email_at = excluded.last_email_at
    where ${conversationNotices}.last_email_at is not distinct from ${previous}::timestamptz
    returning user_id`)) as { rows: unknown[] };
  return result.rows.length > 0;
}

async function release(ctx: AppContext, c: Claimable): Promise<void> {
  const previous = c.last_email_at === null ? null : new Date(c.last_email_at).toISOString();
  await ctx.db.execute(sql`
    update ${conversationNotices} set last_email_at = ${previous}::timestamptz
    where user_id = ${c.recipient_id} and other_id = ${c.sender_id}`);
}

/**
 * One sweep of the e-mail nudge (every instance runs one a minute): answers how many e-mails
 * went. A member in quiet hours, or connected right now, is left for a later sweep.
 */
export async function sendEmailNudges(ctx: AppContext): Promise<number> {
  const settings = await ctx.settings.all();
  if (!settings.email_nudge_enabled) return 0;
  const now = ctx.clock.now();
  let sent = 0;
  for (const c of await candidates(ctx, now, settings.email_nudge_delay_minutes)) {
    const prefs = await loadNotificationSettings(ctx, c.recipient_id);
    if (inQuietHours(prefs.quiet_hours, now) || (await isConnected(ctx, c.recipient_id))) continue;
    if (!(await claim(ctx, c, now))) continue;
    const base = ctx.config.publicUrl;
    const mail = nudgeMail({
      to: c.email,
      chatUrl: `${base}/chat/${c.sender_id}`,
      settingsUrl: `${base}/settings`,
      unsubscribeUrl: `${base}/api/notifications/unsubscribe?token=${unsubscribeToken(ctx.config.jwtSecret, c.recipient_id)}`,
    });
    try {
      await ctx.mailer.send(mail);
      sent++;
    } catch (err) {
      ctx.log.warn({ err, userId: c.recipient_id }, 'e-mail nudge not sent');
      await release(ctx, c);
    }
  }
  return sent;
}
