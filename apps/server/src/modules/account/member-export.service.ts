import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { EXPORT_INTERVAL_MS, PRIVACY_MSG } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { TooManyRequests } from '@/platform/errors';
import type { InventoryEntry } from './inventory-entry';
import { MEMBER_INVENTORY } from './member-inventory';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'photos' | 'rateCounters' | 'log'>;

const exportKey = (userId: number) => `member-export:${userId}`;

/** Takes the member's one export of the day, or answers 429 with when the next is allowed. */
export async function takeDailyExport(ctx: Ctx, userId: number): Promise<void> {
  await ctx.rateCounters.change(exportKey(userId), (current, now) => {
    if (current?.lastAt) {
      const wait = current.lastAt.getTime() + EXPORT_INTERVAL_MS - now.getTime();
      if (wait > 0) {
        throw new TooManyRequests(PRIVACY_MSG.exportRateLimited, Math.ceil(wait / 1000), {
          code: 'export_rate_limited',
        });
      }
    }
    const next = {
      count: 1,
      windowStartedAt: now,
      lastAt: now,
      blockedUntil: null,
      expiresAt: new Date(now.getTime() + EXPORT_INTERVAL_MS),
    };
    return { next, result: undefined };
  });
}

function readme(at: Date): string {
  const lines = MEMBER_INVENTORY.map(
    (e) => `${e.file}\n  ${e.about}\n  When you delete your account: ${e.onDeletion}.`,
  );
  return [
    `Your Quad data, exported ${at.toISOString()}.`,
    'Times are UTC (ISO 8601). Administrators’ own notes are not included.',
    '',
    ...lines,
    '',
  ].join('\n');
}

const text = (value: string) => new TextEncoder().encode(value);

/** One inventory entry as a JSON file in the archive; photo files follow their list. */
async function addEntry(ctx: Ctx, zip: Zip, userId: number, entry: InventoryEntry): Promise<void> {
  const rows = await entry.read(ctx.db, userId);
  const file = new ZipDeflate(entry.file, { level: 6 });
  zip.add(file);
  file.push(text(`${JSON.stringify(entry.present ? entry.present(rows) : rows, null, 2)}\n`), true);
  for (const row of rows) {
    for (const key of ['file', 'thumbnail'] as const) {
      const name = row[key];
      if (typeof name !== 'string' || !name.startsWith('photos/')) continue;
      const bytes = await ctx.photos.read(name.slice('photos/'.length));
      if (!bytes) continue;
      // Photos are already compressed (WebP): stored as they are.
      const photo = new ZipPassThrough(name);
      zip.add(photo);
      photo.push(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), true);
    }
  }
}

/**
 * "Download my data": a ZIP of every entry of the member inventory (the list account
 * deletion erases), streamed as it is written, with a README.txt saying what each file is.
 */
export function memberExportStream(ctx: Ctx, userId: number): Readable {
  const out = new Readable({ read() {} });
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.push(Buffer.from(chunk));
    if (final) out.push(null);
  });
  void (async () => {
    const about = new ZipDeflate('README.txt', { level: 6 });
    zip.add(about);
    about.push(text(readme(ctx.clock.now())), true);
    for (const entry of MEMBER_INVENTORY) await addEntry(ctx, zip, userId, entry);
    zip.end();
  })().catch((err: unknown) => {
    ctx.log.error({ err, userId }, 'data export failed');
    zip.terminate();
    out.destroy(err instanceof Error ? err : new Error('data export failed'));
  });
  return out;
}
