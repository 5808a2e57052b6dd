import {
  ADMIN_MANAGE_MSG,
  AUTOFLAG_SETTING_KEYS,
  DEFAULT_SETTINGS,
  PROFILE_SCREENING_SETTING_KEYS,
  type TSettingKey,
  type TSettings,
} from '@quad/contract';
import type { AppContext } from '@/app-context';
import { BadRequest } from '@/platform/errors';

/** Keys the key/value call may change: the auto-flag and profile-screening cards. */
const KEY_VALUE_KEYS = new Set<string>([...AUTOFLAG_SETTING_KEYS, ...PROFILE_SCREENING_SETTING_KEYS]);

/**
 * Stores a settings card. The store validates every value against its key's range, and
 * the change applies to the next request (other instances within a few seconds).
 */
export async function updateSettings(
  ctx: AppContext,
  adminId: number,
  values: Partial<TSettings>,
  msg: string,
): Promise<{ msg: string; settings: TSettings }> {
  const settings = await ctx.settings.update(values, adminId);
  // The activity window decides which members count towards an institution's threshold.
  if ('user_activity_threshold_days' in values) await ctx.events.emit('institutions.payment-rules-changed', {});
  return { msg, settings };
}

/**
 * PUT /api/admin/settings: one auto-flag or profile-screening setting. The value arrives as
 * a string (or its JSON type) and must fit the key: "true"/"false" for switches, a number
 * for scores, thresholds and counts, within the key's range.
 */
export async function updateSettingByKey(
  ctx: AppContext,
  adminId: number,
  key: string,
  value: string | number | boolean,
): Promise<{ msg: string; settings: TSettings }> {
  if (!KEY_VALUE_KEYS.has(key)) throw new BadRequest(ADMIN_MANAGE_MSG.settingNotEditable);
  const settingKey = key as TSettingKey;
  const expected = typeof DEFAULT_SETTINGS[settingKey];
  const text = String(value).trim();
  const fits =
    expected === 'boolean'
      ? typeof value === 'boolean' || text === 'true' || text === 'false'
      : typeof value !== 'boolean' && text !== '' && Number.isFinite(Number(text));
  if (!fits)
    throw new BadRequest(`Invalid value for ${key}: expected ${expected === 'boolean' ? 'true or false' : 'a number'}`);
  return updateSettings(
    ctx,
    adminId,
    { [settingKey]: typeof value === 'string' ? text : value },
    ADMIN_MANAGE_MSG.settingUpdated,
  );
}
