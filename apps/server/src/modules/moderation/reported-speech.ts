import type { ContentFamily } from './detectors/detection.types';

/**
 * A money ask or a move to another app that the sender quotes in order to talk about it is not
 * the sender's own: 'got a message like "send 50 so i know you're real", like no??', 'people
 * falling for the "verification fee" thing makes me sad'. Students warn each other about scams
 * in exactly these words, and the quote alone would read as the ask.
 *
 * A quote is set aside only when the words around it keep their distance from it (a scam, a
 * report, a block, "i was like bye"). 'my landlord said "pay 500 by friday", can you help' has
 * no such word and is read whole; so is an ask written outside the quotes.
 */

/** Families a quoted ask belongs to the person quoted: asking for money and moving elsewhere. */
export const QUOTABLE_FAMILIES: readonly ContentFamily[] = ['financial', 'social_media'];

/** Straight, curly and angle quotes around two to two hundred characters on one line. */
const QUOTED = /"[^"\n]{2,200}"|“[^”"\n]{2,200}[”"]|«[^»\n]{2,200}»/g;
const ANY_QUOTE = /["“«]/;

/** Words that hold a quoted ask at arm's length. */
const DISTANCING = new RegExp(
  // "this isn't a scam" keeps no distance.
  String.raw`(?<![a-z])(?<!(?:not|isn'?t|isnt|no|never|ain'?t) (?:a |an )?)(?:` +
    [
      String.raw`scam(?:s|mer|mers|my|med)?`,
      String.raw`report(?:ed|ing)?`,
      String.raw`block(?:ed|ing)?`,
      String.raw`unmatch(?:ed|ing)?`,
      String.raw`phishing`,
      String.raw`(?:messages|texts|dms|asks) (?:i|we) (?:get|got|keep getting)`,
      String.raw`red flags?`,
      String.raw`(?:fell|falling|fall|falls) for`,
      String.raw`catfish(?:ed|ing|er)?`,
      String.raw`bots?`,
      String.raw`fake`,
      String.raw`sketchy`,
      String.raw`creepy`,
      String.raw`(?:i was|i'?m|im) like,? (?:bye|no+|nope|lol|wtf|ew+|what)`,
      String.raw`like,? no+(?=\W|$)`,
      String.raw`nope`,
      String.raw`warn(?:ed|ing|s)?`,
      String.raw`beware`,
      String.raw`watch out`,
      String.raw`be careful`,
      String.raw`(?:never|don'?t|do not|dont) (?:send|pay|give|fall|answer|reply)`,
    ].join('|') +
    String.raw`)(?![a-z])`,
);

/**
 * The text with its quotes blanked out (same length, spaces) when the words outside them keep
 * their distance from what is quoted; undefined when there is nothing to set aside.
 */
export function outsideReportedQuotes(folded: string): string | undefined {
  if (!ANY_QUOTE.test(folded)) return undefined;
  const outside = folded.replace(QUOTED, (quote) => ' '.repeat(quote.length));
  if (outside === folded || !DISTANCING.test(outside)) return undefined;
  return outside;
}
