import { NUMBER } from './direct-asks';
import { AMOUNT } from './money-asks';

/**
 * What the money rules of issue 18's sixth and ninth rounds are made of (money-pretexts.ts,
 * payment-app-orders.ts, fee-offers.ts, money-more.ts, money-more-offers.ts): a sum that reads as a price, and a rule as a pattern,
 * a cheap test in front of it and the words word-keys.ts picks it by.
 */

/** A bare number used as a time, a room or a page is not a price. */
const NOT_A_PLACE = String.raw`(?<!(?:at|by|room|rm|until|till|til|before|after|around|page|chapter|lecture|week|level|floor|building|bus|route|no|#) )`;
/** What may follow a bare number for it to be a price. */
const PRICE_TAIL = String.raw`(?=\s*(?:$|[,?!.;)]|(?:bucks|bux|dollars?|cash|for|fr|till|til|until|pls|plz|please|asap|rn|tonight|today|so|and|i'?ll|owed|max|tops|only|minimum|min|each|up ?front|first|off|from|plus|deposit|fee|to me|my way|to (?:get|pay|cover|fix|restore|unfreeze|unlock|release)|this (?:month|week)|a (?:month|week)|blocking|in taxes|if)(?![a-z])))`;
/** Thousands written with a comma ("2,500"), which NUMBER leaves out. */
const THOUSANDS = String.raw`(?<![a-z\d.,:$/])\$?[1-9]\d{0,2}(?:,\d{3})+(?![\d%:])`;
/** An amount: "$80", "80 bucks", or a bare "80" that reads as a price. */
export const SUM = String.raw`(?:${AMOUNT}|${NOT_A_PLACE}(?:${THOUSANDS}|${NUMBER})${PRICE_TAIL})`;

export const SUM_RE = new RegExp(SUM);
/** A sum written as figures, whatever follows it: "a 300 bond", "160 gets paid". */
export const FIGURE = String.raw`(?:\$ ?[1-9][\d,]*|(?<![a-z\d.,:$/])[1-9]\d{1,4}(?:,\d{3})?(?![\d%:a-z]))`;
export const FIGURE_RE = new RegExp(FIGURE);
/** A figure that is not a length of time, a count or a score: "cover me 20 minutes" is a shift. */
export const FIGURE_SUM = String.raw`${FIGURE}(?!\s*(?:mins?|minutes?|hours?|hrs?|days?|weeks?|months?|years?|pages?|points?|pts|km|kg|lbs?|people|ppl|players|times|pm|am|percent|th|st|nd|rd|secs?|seconds?|mb|gb|kb|words|slides|pics|photos|questions|problems)(?![a-z]))`;
/** A figure followed by what follows a price ("50 till friday", "100 by tonight"), not by a noun ("20 laps"). */
const MONEY_TAIL = String.raw`(?=\s*(?:$|[,.!?;)]|🙏|🥺|(?:bucks|dollars|for|fr|till?|until|by|tonight|today|rn|asap|pls|plz|please|and|so|i'?ll|i will|i promise|or|to (?:get|pay|cover)|this (?:week|month)|before|from (?:you|u)|off (?:you|u)|max|tops|only|each)(?![a-z])))`;
export const PRICED = String.raw`(?:${AMOUNT}|(?<!(?:at|by|room|rm|until|till|til|before|after|around|page|chapter|lecture|week|level|floor|building|bus|route|no|#|got|scored|a|an) )${FIGURE}${MONEY_TAIL})`;
export const PRICED_RE = new RegExp(PRICED);
/** Words that make a figure a sum of money. */
export const MONEY_TALK =
  /(?<![a-z])(?:pay|paid|fees?|fines?|bills?|owed?|overdue|costs?|rent|bond|bail|deposit|charges?|price|payments?|dollars|bucks|tuition|trip|up ?front|disconnect\w*|cut(?:ting)? (?:us |me )?off)(?![a-z])|\$|in my (?:hands|account|pocket|bank)/;
export const moneyNamed = (words: string) => FIGURE_RE.test(words) && MONEY_TALK.test(words);
/** A plea after the story: "please help me", "any chance you can", "anything from you?". */
export const PLEA = String.raw`(?:(?:help|hlp)(?: (?:me|us))?(?: out)?(?=\s*(?:$|[,.!?🙏🥺]|please|pls|plz|i beg|asap))|(?:pl[sz]+|please)(?=\s*(?:$|[.!🙏🥺]))|please help|pls help|i beg|any chance|(?:can|could|would) (?:you|u) (?:help|send|cover|pay|lend|spot|front|transfer)|anything from (?:you|u)|🙏)`;

/** A pattern, a cheap test in front of it, and words (see word-keys.ts) it cannot match without. */
export type Rule = { gate: RegExp; re: RegExp; also?: (words: string) => boolean; keys: readonly string[] };
export const rule = (source: string, gate: RegExp, also?: (words: string) => boolean): Rule => ({
  gate,
  re: new RegExp(source),
  also,
  keys: [],
});
/** The words each rule needs, in the order of the rules. */
export const keyed = (keys: readonly (readonly string[])[], rules: readonly Rule[]): Rule[] =>
  rules.map((r, i) => ({ ...r, keys: keys[i] ?? [] }));
