import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import type { Detection, Detector } from './detection.types';
import { WORD_END, WORD_START, keywordAlternation, mayContain, squashedGate } from './keyword-pattern';
import { gated } from './literal-gate';

/**
 * Sexual content: explicit words ("nudes", "horny", "dtf", with leetspeak and spacing
 * defeated by the words view), propositions ("wanna smash", "looking for a hookup",
 * "what's your body count") and requests for pictures ("send pics"). Words that only
 * contain these ("cocktail", "Sussex", "analysis", "cum laude", "Dick's") and statements
 * against them in a bio ("not looking for hookups") do not count. Message screening uses
 * this on a sender's first message only; profile screening on the whole bio.
 */

const TERM_WORDS = [
  'nudes',
  'nudez',
  'noods',
  'noodz',
  'nude pics',
  'nude pic',
  'nude photos',
  'horny',
  'dtf',
  'blowjob',
  'blow job',
  'handjob',
  'hand job',
  'bj',
  'creampie',
  'cumshot',
  'sexting',
  'sext',
  'nsfw',
  'titties',
  'tits',
  'boobs',
  'pussy',
  'cock',
  'dick pic',
  'dick pics',
  'orgasm',
  'seggs',
  'secks',
  'fuckbuddy',
  'fuck buddy',
  'booty call',
  'sit on my face',
  'sit on your face',
  'eat you out',
  'eat u out',
  'netflix and chill',
  'kinky',
];
const TERMS = new RegExp(`${WORD_START}(?:${keywordAlternation(TERM_WORDS)})${WORD_END}`);
const TERM_GATE = squashedGate(TERM_WORDS);
const SHORT_TERMS = gated(/(?<![a-z0-9])(?:dtf|bj)(?![a-z])/);
const DICK = /(?<![a-z])d+[il1]+c+k+s?(?![a-z])(?!'?s sporting| ?clark| ?cheney| ?van dyke)/;
const CUM = /(?<![a-z])(?<!summa |magna |suma )cum+(?![a-z])(?! laude)/;
const SEX =
  /(?<![a-z])(?<!same |same-|safe |opposite )s+e+x+(?![a-z])(?! ed| education|-linked| linked| chromosome| and the city| pistols| differences| ratio| offenders?)/;
/** What DICK, CUM and SEX cannot match without: one scan instead of three for most texts. */
const LOOSE_WORDS_GATE = gated(/d[il1]+c+k|cum|se+x/);
const FUCK = String.raw`(?:f+[\W_]?[u*v@]?[\W_]?c+[\W_]?k+|phuck|fuk|fuq)`;
const PROPOSITION = new RegExp(
  [
    String.raw`(?:wanna|want to|let'?s|lets|down to|tryna|trying to|can i|can we|would you|would u|you tryna|u tryna|gonna) (?:just )?(?:smash|bang|${FUCK}|hook ?up|sleep with|have sex|netflix and chill)`,
    String.raw`(?:let'?s|lets|let us|and|to|wanna) smash(?=$|[?!.]| tonight| later| rn)`,
    String.raw`(?<![a-z])${FUCK} (?:me|you|u|her|him)(?![a-z])`,
    String.raw`(?:looking for|down for|want|need|into) (?:a |some )?(?:hook ?ups?|fwb|ons|one night stand|casual sex|nsa fun|something casual tonight)`,
    String.raw`(?<![a-z])(?:hook ?up|fwb|one night stand)(?![a-z])(?: tonight| rn| right now| later)`,
    String.raw`body count|(?<![a-z])(?:suck|lick|ride) (?:my|me|your|ur|you|u)(?![a-z])`,
    String.raw`(?:get|getting|you|u) naked|naked (?:pics?|photos?|selfies?|body|you|u)(?![a-z])`,
    String.raw`(?:your|ur|my|what'?s|whats|any) kinks?(?![a-z])|anal sex|(?:do|into|try) anal(?![a-z])|sexy (?:pics?|photos?|time|selfies?)`,
  ].join('|'),
);
/** Every proposition names one of these. */
const PROPOSITION_GATE = gated(
  /smash|bang|f\W?[u*v@]?\W?c+k|phuck|fuk|fuq|hook|sleep with|sex|netflix|fwb|\bons\b|night stand|casual|nsa|body count|suck|lick|ride|naked|kink|anal/,
);
const PHOTO_REQUEST =
  /send (?:me )?(?:some |more |a )?(?:pics?|pictures?|photos?|selfies?)(?:$|[?!.]| pls| please| babe| baby| sexy| hun| of (?:you|yourself|ur|your body)| in (?:bed|the shower|your underwear))/;
const NEGATED = /(?:not|no|never|don'?t|dont|nothing|without|isn'?t|aren'?t)(?![a-z])[^.!?]{0,25}$/;

function findNotNegated(pattern: RegExp, words: string): boolean {
  const m = pattern.exec(words);
  return m !== null && !NEGATED.test(words.slice(Math.max(0, m.index - 40), m.index));
}

export const detectExplicit: Detector = (text: NormalisedText): Detection[] => {
  const words = text.words;
  const term =
    ((SHORT_TERMS.test(words) || mayContain(TERM_GATE, text)) && findNotNegated(TERMS, words)) ||
    (LOOSE_WORDS_GATE.test(words) && (DICK.test(words) || CUM.test(words) || findNotNegated(SEX, words)));
  if (term) return [{ family: 'explicit', pattern: 'explicit_sexual_term' }];
  if (PROPOSITION_GATE.test(words) && findNotNegated(PROPOSITION, words)) {
    return [{ family: 'explicit', pattern: 'explicit_proposition' }];
  }
  if (words.includes('send') && PHOTO_REQUEST.test(words))
    return [{ family: 'explicit', pattern: 'explicit_photo_request' }];
  return [];
};
