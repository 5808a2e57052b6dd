import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import { pointsElsewhere, type Named } from './social-more-contexts';
import { spelledMoves } from './social-more-spelled';
import { unnamedMoves } from './social-more-unnamed';

/**
 * Round six's invitations, for texts the other social rules found nothing in: more contexts
 * around the names in the text, and moves that name no platform. `named`: the names in the
 * text, already found by the caller (finding them again would double the detector's cost). Round
 * nine's spelled-out handles, bio pointers and short call asks are looked for last.
 */
export function moreInvitations(text: NormalisedText, named: readonly Named[]): string[] {
  const found = unnamedMoves(text);
  for (const m of named) if (pointsElsewhere(m, text, named)) found.push(`social_${m.name}`);
  if (found.length === 0) found.push(...spelledMoves(text));
  return found;
}
