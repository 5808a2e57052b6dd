import { eq } from 'drizzle-orm';
import {
  QUIET_HOURS_TIME_ZONE_DEFAULT,
  type TNotificationSettings,
  type TQuietHours,
  type TUpdateNotificationSettingsRequest,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { notificationSettings } from '@/db/schema/index';

type Row = typeof notificationSettings.$inferSelect;

const toClock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export function presentNotificationSettings(row: Row | undefined): TNotificationSettings {
  const quiet =
    row && row.quietStart !== null && row.quietEnd !== null
      ? {
          start: toClock(row.quietStart),
          end: toClock(row.quietEnd),
          time_zone: row.timeZone ?? QUIET_HOURS_TIME_ZONE_DEFAULT,
        }
      : null;
  return { previews: row?.previews ?? false, email_nudges: row?.emailNudges ?? true, quiet_hours: quiet };
}

export async function loadNotificationSettings(ctx: AppContext, userId: number): Promise<TNotificationSettings> {
  const [row] = await ctx.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return presentNotificationSettings(row);
}

export async function updateNotificationSettings(
  ctx: AppContext,
  userId: number,
  change: TUpdateNotificationSettingsRequest,
): Promise<TNotificationSettings> {
  const values: Partial<Row> = {};
  if (change.previews !== undefined) values.previews = change.previews;
  if (change.email_nudges !== undefined) values.emailNudges = change.email_nudges;
  if (change.quiet_hours !== undefined) {
    const q = change.quiet_hours;
    values.quietStart = q ? toMinutes(q.start) : null;
    values.quietEnd = q ? toMinutes(q.end) : null;
    values.timeZone = q ? q.time_zone : null;
  }
  const [row] = await ctx.db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values })
    .returning();
  return presentNotificationSettings(row);
}

/** Minutes after midnight at `now` in the zone. */
function minutesIn(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** Whether `now` falls in the quiet hours (which may run past midnight, e.g. 22:00–07:00). */
export function inQuietHours(quiet: TQuietHours | null, now: Date): boolean {
  if (!quiet) return false;
  const [start, end, at] = [toMinutes(quiet.start), toMinutes(quiet.end), minutesIn(now, quiet.time_zone)];
  return start < end ? at >= start && at < end : at >= start || at < end;
}
