import { inArray, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS, SETTING_DEFINITIONS, SETTING_KEYS, type TSettingKey, type TSettings } from '@quad/contract';
import type { Database } from '@/db/client';
import { settings } from '@/db/schema/index';
import { BadRequest } from '@/platform/errors';

/** How long another instance's change may take to be seen here. */
const CACHE_TTL_MS = 3_000;

/**
 * Typed access to the settings table with a short-lived cache: settings are read on hot
 * paths (every message is screened against them), and a change must take effect without
 * a restart on every instance.
 */
export class SettingsStore {
  private cached: TSettings | undefined;
  private loadedAt = 0;
  private loading: Promise<TSettings> | undefined;

  constructor(private readonly db: Database) {}

  async all(): Promise<TSettings> {
    if (this.cached && Date.now() - this.loadedAt < CACHE_TTL_MS) return this.cached;
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  async get<K extends TSettingKey>(key: K): Promise<TSettings[K]> {
    return (await this.all())[key];
  }

  /** Validates and stores values (strings from the admin key/value call are coerced per key). */
  async update(values: Partial<Record<TSettingKey, unknown>>, updatedById: number | null = null): Promise<TSettings> {
    const parsed: Partial<Record<TSettingKey, unknown>> = {};
    for (const [key, raw] of Object.entries(values) as [TSettingKey, unknown][]) {
      const def = SETTING_DEFINITIONS[key] as (typeof SETTING_DEFINITIONS)[TSettingKey] | undefined;
      if (!def) throw new BadRequest(`Unknown setting: ${key}`);
      const result = def.schema.safeParse(raw);
      if (!result.success)
        throw new BadRequest(`Invalid value for ${key}: ${result.error.issues[0]?.message ?? 'invalid'}`);
      parsed[key] = result.data;
    }
    const rows = Object.entries(parsed).map(([key, value]) => ({ key, value, updatedById }));
    if (rows.length > 0) {
      await this.db
        .insert(settings)
        .values(rows)
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`excluded.value`, updatedAt: sql`now()`, updatedById: sql`excluded.updated_by_id` },
        });
    }
    this.invalidate();
    return this.all();
  }

  /** Inserts every missing key at its default; existing values are kept. */
  async seedDefaults(): Promise<void> {
    await this.db
      .insert(settings)
      .values(SETTING_KEYS.map((key) => ({ key, value: DEFAULT_SETTINGS[key] })))
      .onConflictDoNothing();
    this.invalidate();
  }

  invalidate(): void {
    this.cached = undefined;
  }

  private async load(): Promise<TSettings> {
    const rows = await this.db.select().from(settings).where(inArray(settings.key, SETTING_KEYS));
    const out = { ...DEFAULT_SETTINGS } as Record<TSettingKey, unknown>;
    for (const row of rows) {
      const key = row.key as TSettingKey;
      const result = SETTING_DEFINITIONS[key].schema.safeParse(row.value);
      if (result.success) out[key] = result.data;
    }
    this.cached = out as TSettings;
    this.loadedAt = Date.now();
    return this.cached;
  }
}
