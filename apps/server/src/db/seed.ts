import { PAYMENT_THRESHOLD_DEFAULT } from '@quad/contract';
import { SettingsStore } from '@/modules/settings/settings.store';
import type { Database } from './client';
import { institutions } from './schema/index';

/** The institutions where the product is live. */
export const LIVE_INSTITUTIONS = [
  {
    id: 'ucalgary',
    name: 'University of Calgary',
    nameAbbreviated: 'UCalgary',
    domains: ['ucalgary.ca'],
    displayOrder: 1,
  },
  {
    id: 'sait',
    name: 'Southern Alberta Institute of Technology',
    nameAbbreviated: 'SAIT',
    domains: ['sait.ca', 'edu.sait.ca'],
    displayOrder: 2,
  },
  { id: 'mru', name: 'Mount Royal University', nameAbbreviated: 'MRU', domains: ['mtroyal.ca'], displayOrder: 3 },
] as const;

/** Idempotent: adds what is missing, never overwrites what an administrator changed. */
export async function seed(db: Database): Promise<void> {
  await db
    .insert(institutions)
    .values(
      LIVE_INSTITUTIONS.map((i) => ({ ...i, domains: [...i.domains], paymentThreshold: PAYMENT_THRESHOLD_DEFAULT })),
    )
    .onConflictDoNothing({ target: institutions.id });
  await new SettingsStore(db).seedDefaults();
}
