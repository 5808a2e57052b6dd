import { useQuery } from '@tanstack/react-query';
import type { TPublicSettings } from '@quad/contract';
import {
  ACTIVITY_THRESHOLD_DAYS_PUBLIC_DEFAULT,
  DELETION_COOLDOWN_DAYS_DEFAULT,
  PAYMENT_AMOUNT_DEFAULT,
  PAYMENT_CURRENCY_DEFAULT,
} from '@quad/contract/constants';
import { call } from '@/api/client';
import { API } from '@quad/contract/routes';

/** What the app assumes while the call is pending or when it fails (member-app.md section 7). */
export const PUBLIC_SETTINGS_DEFAULTS: TPublicSettings = {
  default_deletion_cooldown_days: DELETION_COOLDOWN_DAYS_DEFAULT,
  // Two decimals, as the server formats amounts ("20.00").
  payment_amount: PAYMENT_AMOUNT_DEFAULT.toFixed(2),
  payment_currency: PAYMENT_CURRENCY_DEFAULT,
  activity_threshold_days: ACTIVITY_THRESHOLD_DAYS_PUBLIC_DEFAULT,
};

export const publicSettingsQueryKey = ['public-settings'] as const;

// Administrators change these rarely; a page open for a while may show a value a few minutes old.
const STALE_MS = 5 * 60_000;

/** The settings anyone may read without signing in: cooldown, payment amount, activity threshold. */
export function usePublicSettings(): TPublicSettings {
  const { data } = useQuery({
    queryKey: publicSettingsQueryKey,
    queryFn: ({ signal }) => call(API.publicSettings.get, { signal }),
    staleTime: STALE_MS,
  });
  return data ?? PUBLIC_SETTINGS_DEFAULTS;
}
