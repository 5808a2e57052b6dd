import { z } from 'zod';
import { ZNudgeStatistics } from './safety';

/** Which screening a flag came from: a message (auto-flag) or profile text. */
export const FLAG_KINDS = ['message', 'profile'] as const;
export const ZFlagKind = z.enum(FLAG_KINDS);
export type TFlagKind = z.infer<typeof ZFlagKind>;

/** Flag statistics shown with the auto-flag and profile-screening settings. */
export const ZFlagStatistics = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  resolved: z.number().int(),
  /** Percentage (0-100, one decimal) of reviewed flags marked false positive. */
  false_positive_rate: z.number(),
  /** Number of flags per flag reason. */
  by_reason: z.record(z.string(), z.number().int()),
  /** Message statistics only: the "Are you sure?" nudges. */
  nudges: ZNudgeStatistics.optional(),
});
export type TFlagStatistics = z.infer<typeof ZFlagStatistics>;
