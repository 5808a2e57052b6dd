import { LIVE_INSTITUTIONS, PAYMENT_THRESHOLD_DEFAULT } from '@quad/contract';
import { SettingsStore } from '@/modules/settings/settings.store';
import type { Database } from './client';
import { institutions } from './schema/index';

/** Idempotent: adds what is missing, never overwrites what an administrator changed. */
export async function seed(db: Database): Promise<void> {
  await db
    .insert(institutions)
    .values(
      LIVE_INSTITUTIONS.map((i, index) => ({
        id: i.id,
        name: i.name,
        nameAbbreviated: i.name_abbreviated,
        domains: [...i.domains],
        displayOrder: index + 1,
        paymentThreshold: PAYMENT_THRESHOLD_DEFAULT,
      })),
    )
    .onConflictDoNothing({ target: institutions.id });
  await new SettingsStore(db).seedDefaults();
}
