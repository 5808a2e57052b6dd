import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import { isInvitation } from './social-context';
import { asVerb, pointsElsewhere, type Named } from './social-more-contexts';
import { moreMentions } from './social-more-names';
import { unnamedMoves } from './social-more-unnamed';

/**
 * Round six's invitations, for texts the other social rules found nothing in: names those
 * rules do not know (judged by their context rules and by round six's), more contexts around
 * the names they do know, and moves that name no platform. `named`: the known names in the text,
 * already found by the caller (finding them again would double the detector's cost).
 */
export function moreInvitations(text: NormalisedText, named: readonly Named[]): string[] {
  const found = unnamedMoves(text);
  const more = moreMentions(text);
  const all = more.length === 0 ? named : [...named, ...more];
  for (const m of named) if (pointsElsewhere(m, text, all)) found.push(`social_${m.name}`);
  for (const m of more) {
    if (m.verbOnly ? asVerb(m, text.words) : isInvitation(m, text.words, text.folded) || pointsElsewhere(m, text, all)) {
      found.push(`social_${m.name}`);
    }
  }
  return found;
}
