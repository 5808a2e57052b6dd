import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import type { Detection, Detector } from './detection.types';
import { isInvitation, mentions } from './social-context';
import { invitationsWithoutPlatform, namedHandle } from './social-invitations';
import { moreInvitations } from './social-more';
import { PLATFORM_LINKS } from './social-platforms';
import { gated } from './literal-gate';

/**
 * Invitations to continue elsewhere: a platform named together with an invitation
 * ("add me on snap", "what's your insta", "are you on telegram?", "let's move to
 * WhatsApp"), a username ("ig: jess.xo", "my snap is jessxo"), the platform as a verb
 * ("snap me"), a profile link ("t.me/jess"), a bare @handle that looks like one, or an
 * invitation without a platform ("let's talk off this app", "link in bio").
 */

/** Every platform link has a dotted domain ending like these. */
const LINK_GATE = gated(/[a-z]\.(?:me|com|gg|am|dog)\b/);

export const detectSocial: Detector = (text: NormalisedText): Detection[] => {
  const found: string[] = [];
  const { words, folded } = text;
  const named = mentions(text);
  for (const m of named) {
    if (isInvitation(m, words, folded)) found.push(`social_${m.name}`);
  }
  if (LINK_GATE.test(folded)) {
    for (const link of PLATFORM_LINKS) if (link.pattern.test(folded)) found.push(`social_${link.name}`);
  }
  found.push(...invitationsWithoutPlatform(text));
  if (found.length === 0) found.push(...moreInvitations(text, named));
  if (found.length === 0 && namedHandle(text.folded)) found.push('social_handle');
  return found.map((pattern) => ({ family: 'social_media', pattern }));
};
