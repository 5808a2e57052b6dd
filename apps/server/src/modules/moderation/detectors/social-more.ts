import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import { pointsElsewhere, type Named } from './social-more-contexts';
import { unnamedMoves } from './social-more-unnamed';

/**
 * Round six's invitations, for texts the other social rules found nothing in: more contexts
 * around the names in the text, and moves that name no platform. `named`: the names in the
 * text, already found by the caller (finding them again would double the detector's cost).
 */
export function moreInvitations(text: NormalisedText, named: readonly Named[]): string[] {
  const found = unnamedMoves(text);
  for (const m of named) if (pointsElsewhere(m, text, named)) found.push(`social_${m.name}`);
  return found;
}
