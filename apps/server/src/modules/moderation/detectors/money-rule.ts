import { NUMBER } from './direct-asks';
import { AMOUNT } from './money-asks';

/**
 * What the money rules of issue 18's sixth round are made of (money-pretexts.ts,
 * payment-app-orders.ts, fee-offers.ts): a sum that reads as a price, and a rule as a pattern,
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
