import { CJK_NUMERALS, FOREIGN_NUMBER_WORDS } from '@/modules/moderation/normalise/foreign-digits';
import { countDigits } from '@/modules/moderation/normalise/number-words';
import type { NormalisedText } from '@/modules/moderation/normalise/text-normaliser';
import type { Detection, Detector } from './detection.types';
import { matchesOf } from './keyword-pattern';
import { gated } from './literal-gate';

/**
 * Phone numbers, written plainly ("403-555-0199", "(587) 555 0199", "+44 7700 900123"),
 * spread out ("4 0 3 . 5 5 5…"), or spelled out ("four oh three…", "4o3 fivefivefive").
 * Runs of digits are judged by shape, so times (3:30), course codes (CPSC 331), room
 * numbers (MT 2104), student ids (8 digits), years, dates and prices do not count.
 */

/** Digits joined by up to three separator characters; colons, quotes and $ break a run. */
const DIGIT_RUN = /(?<![a-z0-9])\+?\d(?:[\s.\-()/_*,|~\\]{0,3}\d)+(?![a-z0-9])/g;
const NON_DIGIT = /\D+/;
const THOUSANDS = /\d,\d{3}(?!\d)/;
const SEVEN_DIGITS_MIN = 7;
/** A seven-to-nine digit run is a phone number only where the text talks about one. */
const PHONE_CONTEXT =
  /(?<![a-z])(?:call|text|txt|phone|cell|number|num|digits|ring|sms|mobile|reach me|contact|whatsapp|signal)(?![a-z])|#/;
/** Meeting ids are shaped like phone numbers ("zoom 102 8857 7496"); they count only beside phone words. */
const MEETING_ID = gated(/zoom|meeting (?:id|code)|passcode|webex|conference id/);
/** Every request pattern names one of these; most texts have none and skip the rest. */
const REQUEST_GATE = gated(/num|#|digits/);
/**
 * Whether the text may hold a number written other than in digits: two number words,
 * number words run together ("fivefivefive"), or digits mixed with look-alike letters
 * ("4o3", "f1ve"). Only then is the (costly) digits view worth building.
 */
const NUMBER_WORD_LIST = String.raw`zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|fou?rty|fifty|sixty|seventy|eighty|ninety|hundred|double|triple`;
const NUMBER_WORD = new RegExp(String.raw`\b(?:oh|o|${NUMBER_WORD_LIST})\b`, 'g');
/**
 * Each match of NUMBER_WORD is a whole word, so two of them need a number word other than
 * "o" and "oh" (one literal-gated test, each word its own alternative) or two of those: most
 * texts have neither and skip the costly count.
 */
const LONG_NUMBER_WORD = gated(
  new RegExp(
    NUMBER_WORD_LIST.split('|')
      .map((w) => String.raw`\b${w}\b`)
      .join('|'),
  ),
);
const OH = /\bo(?:h)?\b/g;
const NUMBER_WORDS_RUN = gated(/(?:zero|oh|one|two|three|four|five|six|seven|eight|nine){2}/);
const LEET_NUMBER = /\d[oilsbz|]|[oilsbz|]\d|[a-z]\d+[a-z]/;

/** Digits spelled in another language ("cuatro cero tres…", "四零三…"; normalise/foreign-digits.ts). */
const FOREIGN_NUMBER = gated(new RegExp(FOREIGN_NUMBER_WORDS));
const NOT_ASCII = /[^\t-~]/;

function maySpellNumber(folded: string): boolean {
  if (LEET_NUMBER.test(folded) || NUMBER_WORDS_RUN.test(folded)) return true;
  if (FOREIGN_NUMBER.test(folded) || (NOT_ASCII.test(folded) && CJK_NUMERALS.test(folded))) return true;
  return (LONG_NUMBER_WORD.test(folded) || atLeast(OH, folded, 2)) && atLeast(NUMBER_WORD, folded, 2);
}
/** "my number is the same since i was 12", "my number is canadian": talking about the number, not giving it. */
const DESCRIBED = String.raw`(?:the same|same|still|new|old|different|changed|private|blocked|canadian|american|international|local|foreign|not|so|too|very|really|a|an|from|only|also|just for|on the)(?![a-z])`;
const PHONE_REQUEST = new RegExp(
  [
    String.raw`(?:what'?s|whats|wats|what is|send me|give me|gimme|drop|share|leave me|can i get|could i get|can i have|could i have|may i have|i need|i want|dm me) (?:your|ur|yr|u r) (?:phone |cell |mobile )?(?:number|num|#|digits)(?![a-z])`,
    String.raw`(?<![a-z])(?:exchange|swap|trade) (?:phone )?(?:numbers|nums|digits|#s)(?![a-z])`,
    String.raw`(?<![a-z])my (?:phone |cell |mobile )?(?:number|num|#|digits) ?(?:is|:)(?! ?(?:${DESCRIBED}))`,
    String.raw`(?:send|give|text|dm) (?:you|u) my (?:phone |cell )?(?:number|num|#|digits)(?![a-z])`,
    String.raw`(?<![a-z])(?:(?:your|ur) (?:phone |cell )?(?:number|num|#) (?:i|we) (?:can|could) (?:text|call|reach)|a (?:number|#) (?:i|we) (?:can|could) text)(?![a-z])`,
  ].join('|'),
);

/**
 * Whether a run of digits is shaped like a phone number. Commas separate list items and
 * thousands in typed digits ("331, 413, 449"; "$1,200") but also the groups of a number
 * read aloud ("four oh three, five five five…"), so they are allowed in spelled runs.
 */
/** Whether the text talks about a phone number; looked up once, and only when a short run needs it. */
interface Context {
  words: string;
  talksAboutPhones?: boolean;
}

function isPhoneShape(run: string, context: Context, spelled: boolean): boolean {
  const international = run.startsWith('+');
  const groups = run.split(NON_DIGIT).filter(Boolean);
  const digits = groups.join('');
  const n = digits.length;
  if (n < SEVEN_DIGITS_MIN || n > 13) return false;
  if (n < 10) {
    if (!(context.talksAboutPhones ??= PHONE_CONTEXT.test(context.words))) return false;
    const allSingles = groups.every((g) => g.length === 1);
    return allSingles || (groups.length === 2 && groups[0]!.length === 3 && groups[1]!.length === 4);
  }
  if (groups.every((g) => g.length === 1)) return true;
  if (THOUSANDS.test(run)) return false;
  if (!spelled && run.includes(',') && !/^(?:1,)?3,3,4$/.test(groups.map((g) => g.length).join(','))) return false;
  if (international) return n <= 13;
  const national = n === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return false;
  const sizes = groups.map((g) => g.length).filter((size, i) => !(i === 0 && size === 1 && n === 11));
  const shape = sizes.join(',');
  return groups.length === 1 || sizes.every((size) => size <= 4) || shape === '3,7' || shape === '6,4';
}

function findPhone(view: string, context: Context, spelled: boolean): boolean {
  for (const match of matchesOf(DIGIT_RUN, view)) {
    if (isPhoneShape(match[0], context, spelled)) return true;
  }
  return false;
}

/**
 * A number given in parts with something between them: "403 -> 555 -> 0123", "403➡️555➡️0121",
 * "(403)...555...0176", or, where the text talks about phones, with words ("call me 403 and then
 * 555 and then 0147", "text me at 403 and the rest is 5550193"). The parts together must make a
 * phone number's shape; arithmetic (+ = * x), times, prices and percentages do not join parts.
 */
const SYMBOL_GAP = String.raw`\s{0,3}(?:[^\w\s$%:+=*'",\u00d7\u00f7]\ufe0f?\s{0,3}){1,5}`;
const WORD_GAP = String.raw`[\s,.;-]{0,3}(?:(?:and )?then|and|next|after that|followed by|(?:and )?the (?:rest|end|last (?:part|bit|four|4|digits))(?: (?:is|are))?|(?:and )?the last (?:four|4) (?:digits )?(?:is|are))[\s,.;:-]{0,3}`;
const SYMBOL_JOIN = new RegExp(String.raw`(?<=\d)${SYMBOL_GAP}(?=\d)`, 'gu');
const ANY_JOIN = new RegExp(String.raw`(?<=\d)(?:${SYMBOL_GAP}|${WORD_GAP})(?=\d)`, 'gu');

/** The text with the parts of a number joined by spaces, then looked at as one run. */
function joinedNumber(view: string, context: Context, spelled: boolean): boolean {
  const words = (context.talksAboutPhones ??= PHONE_CONTEXT.test(context.words));
  const joined = view.replace(words ? ANY_JOIN : SYMBOL_JOIN, ' ');
  return joined !== view && findPhone(joined, context, spelled);
}

function atLeast(pattern: RegExp, text: string, count: number): boolean {
  pattern.lastIndex = 0;
  let seen = 0;
  while (pattern.exec(text) !== null) if (++seen >= count) return true;
  return false;
}

export const detectPhone: Detector = (text: NormalisedText): Detection[] => {
  const found: Detection[] = [];
  const { folded, words } = text;
  const context: Context = { words };
  // Beside a meeting id, only a request ("what's your number") can be found.
  const meeting = MEETING_ID.test(words) && !PHONE_CONTEXT.test(words);
  if (!meeting) {
    const typed = countDigits(folded) >= SEVEN_DIGITS_MIN;
    if (typed && findPhone(folded, context, false)) {
      found.push({ family: 'phone', pattern: 'phone_number' });
    } else {
      // The digits view only where the number may be spelled: building it is the costly part.
      const spelled = maySpellNumber(folded);
      const digits = spelled ? text.digits : folded;
      if (digits !== folded && countDigits(digits) >= SEVEN_DIGITS_MIN && findPhone(digits, context, true)) {
        found.push({ family: 'phone', pattern: 'phone_spelled_out' });
      } else {
        const view = typed ? folded : spelled ? digits : '';
        if (countDigits(view) >= SEVEN_DIGITS_MIN && joinedNumber(view, context, !typed)) {
          found.push({ family: 'phone', pattern: 'phone_in_parts' });
        }
      }
    }
  }
  if (REQUEST_GATE.test(words) && PHONE_REQUEST.test(words)) found.push({ family: 'phone', pattern: 'phone_request' });
  return found;
};
