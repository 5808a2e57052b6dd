import { NEW_FLAG_BADGE, RISK_COLOURS } from '@quad/contract/constants';
import type { TFlagKind } from '@quad/contract';

export type RiskColour = 'error' | 'warning' | 'default';

/** Messages: 70+ error, 50+ warning; profiles: 45+ error, 25+ warning. */
export function riskColour(kind: TFlagKind, score: number): RiskColour {
  const limits = RISK_COLOURS[kind];
  if (score >= limits.error) return 'error';
  if (score >= limits.warning) return 'warning';
  return 'default';
}

const DAY_MS = 24 * 60 * 60_000;

/** "new": a message sender under 1 day old, a profile's member under 7 days old. */
export function isNewAccount(kind: TFlagKind, createdAt: string | null | undefined, now = Date.now()): boolean {
  if (!createdAt) return false;
  const days = kind === 'message' ? NEW_FLAG_BADGE.messageSenderDays : NEW_FLAG_BADGE.profileUserDays;
  return now - Date.parse(createdAt) < days * DAY_MS;
}

/** The first `chars` characters, with an ellipsis when there was more. */
export function preview(text: string | null | undefined, chars: number): string {
  if (!text) return '';
  return text.length > chars ? `${text.slice(0, chars)}…` : text;
}

/** "inappropriate_content" → "inappropriate content" */
export const spaced = (value: string): string => value.replaceAll('_', ' ');
