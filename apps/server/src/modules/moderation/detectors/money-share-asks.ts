import { keyed, rule, type Rule } from './money-rule';

/**
 * Issue 18's fifteenth round: money asked for without naming it. The reader is asked to cover
 * the sender's share of something ("can u cover my share of the airbnb", "would you pay my half
 * of the power bill"), to buy the sender a thing ("buy me a coffee? i'm broke"), to take the
 * bill ("can you pick up the tab tonight", "lunch on u today?"), to spot the sender a meal, or
 * to open their bank to the sender (add a payee, raise a limit, give a transit number, accept a
 * money request). Each names what is paid for or the bank, so a shift covered, a share of a
 * project or a spot at the gym does not count. Use on `words`.
 */

/** An ask of the reader: "can you", "would u be down to", "u mind"; a bare "mind" only to open a sentence ("i don't mind covering my half" offers). */
const ASK = String.raw`(?:(?:can|could|would|will|cld|wld|cn) (?:you|u|ya)(?: please| pls| maybe| possibly| just| like| kindly| be down to| be able to| mind)*|(?:you|u|ya) (?:be )?(?:down to|willing to|mind)|(?:^|[,.!?] ?)(?:mind|down to))`;

/** Work, not money: a share of a project or a shift. */
const NOT_MONEY =
  /shift|presentation|project|assignment|chores?|notes|lab|report|slides|essay|homework|group work|workload|lines|speech|dishes/;

/** What a match may be asked to buy: things with a price, not a favour. */
const GOODS = String.raw`(?:coffee|lunch|dinner|breakfast|brunch|groceries|grocery|food|meal|pizza|drinks?|beer|smokes|cigs|vape|coat|jacket|boots|shoes|sneakers|hoodie|outfit|dress|gift ?cards?|tim ?cards?|gift|bus pass|day pass|pass|tickets?|tix|phone|airpods|textbooks?|books?|flight|ride|uber|gas|makeup|perfume|bag|purse|watch|laptop|mcchicken|burger|sushi|something nice)`;

const SHARE: Rule[] = keyed(
  [
    ['share', 'half', 'portion', 'part', 'cut'],
    ['buy', 'buying'],
    ['tab', 'check', 'cheque', 'bill'],
    ['on'],
    ['spot'],
  ],
  [
    // "can u cover my share of the airbnb", "mind taking care of my share of the hydro bill"
    rule(
      String.raw`(?<![a-z])${ASK} (?:cover(?:ing)?|pay(?:ing)?(?: for)?|get(?:ting)?|grab(?:bing)?|tak(?:e|ing) care of|handl(?:e|ing)|pick(?:ing)? up|spot(?:ting)?|chip(?:ping)? in for|put(?:ting)? in) my (?:share|half|part|portion|cut)(?![a-z])`,
      / my (?:share|half|part|portion|cut)/,
      (words) => !NOT_MONEY.test(words),
    ),
    // "buy me a coffee? i'm broke", "hun can u buy me a winter coat?"
    rule(
      String.raw`(?:(?<![a-z])${ASK} |(?:^|[,.!?:;]) ?(?:(?:hun|babe|bb|baby|love|pls|please|so|ok|hey|yo)[, ]+)?)(?:buy|buying) me (?:a |an |some |the |new |my |like |another |one |two |that )?(?:[a-z]+ ){0,4}?${GOODS}(?![a-z])`,
      /buy(?:ing)? me /,
    ),
    // "can you pick up the tab tonight", "dude my card's maxed, can u grab the pizza"
    rule(
      String.raw`(?<![a-z])${ASK} (?:pick up|grab|get|take|cover|handle|settle|pay) (?:the|this|our|tonight'?s|the whole) (?:tab|check|cheque|bill|pizza|order|groceries|uber|cab|taxi|round)(?![a-z])`,
      /(?:pick up|grab|get|take|cover|handle|settle|pay) (?:the|this|our|tonight'?s|the whole) /,
      (words) =>
        /card|wallet|broke|maxed|forgot|short|owe|pay (?:you|u) back|next one|i'?ll get|tab|check|cheque|bill/.test(
          words,
        ),
    ),
    // "lunch on u today? i'll grab tmr", "dinner's on you tonight right?"
    rule(
      String.raw`(?<![a-z])(?:lunch|dinner|breakfast|brunch|coffee|drinks|food|the bill|the tab|tonight|this one|this round|the next one|groceries|the uber|pizza)(?:'?s| is)? on (?:you|u|ya)(?: today| tonight| this time| again)?(?: right| then| yeah| ok)? ?(?:\?|$|🥺|🙏|😅|😇|pls|please)`,
      / on (?:you|u|ya)/,
      (words) => !/spill|threw|dropped|poured|splash/.test(words),
    ),
    // "spot me for a mcchicken lol", "spot me lunch at the den?", "spot me a burrito, left my wallet"
    rule(
      String.raw`(?<![a-z])spot me (?:for |on )?(?:a |an |some |the |like |my )?(?:\$ ?\d+|\d{2,}(?! ?(?:min|minute|rep|set|sec|second|hour|hr|lb|kg|pound))|${GOODS}|cash|money|rent|tuition|a few|a couple|concert tix|(?!sec|second|minute|min|set|rep)[a-z]+(?=[^\n]{0,40}?(?:wallet|broke|card|cash|owe|pay (?:you|u) back|paid)))(?![a-z])`,
      /spot me /,
      (words) => !/gym|bench|squat|deadlift|press|lift|reps?(?![a-z])|sets?(?![a-z])|workout/.test(words),
    ),
  ],
);

/** The reader's bank opened to the sender: a payee added, a limit asked about, a request accepted. */
const BANK_OPENED: Rule[] = keyed(
  [['payee', 'recipient'], ['limit'], ['transit', 'routing', 'institution'], ['request']],
  [
    // "can you add me as a payee real quick?"
    rule(
      String.raw`(?<![a-z])add (?:me|my account|my (?:\w+'?s? )?(?:account|email)) (?:as|to) (?:a |your |ur )?(?:payee|recipient|contact for (?:e-?transfers?|interac))(?![a-z])`,
      /add (?:me|my)/,
    ),
    // "is your e-transfer limit high?", "suno, tumhara e-transfer limit kitna hai?"
    rule(
      String.raw`(?<![a-z])(?:your|ur|ya|tumhara|tera|aapka) (?:daily |weekly |bank |online banking |interac )?(?:e-? ?transfer|etransfer|interac|transfer|sending|send|withdrawal|wire|zelle|paypal) (?:limit|max)(?![a-z])`,
      / (?:limit|max)/,
    ),
    // "what's ur bank transit number? need it for smth"
    rule(
      String.raw`(?<![a-z])(?:what'?s|whats|wats|send|give|text|share|tell|need|have|get|drop)(?: me)? (?:your|ur|ya) (?:bank )?(?:transit|routing|institution|branch|account|acct|chequing|checking|savings)(?: and (?:institution|account|transit))? (?:number|numbers|no|#|num|details|info)(?![a-z])`,
      /(?:transit|routing|institution|branch|account|acct|chequing|checking|savings) (?:number|no|#|num|details|info)/,
    ),
    // "sending u a request for 85, k?", "did u recieve my request? accept it pls", "approve a request from me"
    rule(
      String.raw`(?<![a-z])(?:send(?:ing)?|sent|i'?ll send|i'?m sending) (?:you|u) a (?:money |payment |interac |e-?transfer )?request(?: for)? (?:\$ ?)?\d|(?<![a-z])(?:approve|accept|confirm|tap accept on|say yes to|okay|ok) (?:a |my |the |this |that )?(?:money |payment |interac |e-?transfer |transfer )?request(?: (?:from me|i sent|i'?m sending|i just sent|for (?:\$ ?)?\d))|(?<![a-z])(?:recieve|receive|get|got|see)d? my (?:money |payment |interac |e-?transfer )?request\W+(?:accept|approve|confirm)`,
      /request/,
      (words) => !/friend request|follow request|message request|(?<![a-z])dm request/.test(words),
    ),
  ],
);

/** A small loan with the day it comes back, which a loan of time or notes never has. */
const UNTIL_PAYDAY: Rule[] = keyed(
  [['borrow', 'borow', 'borrw']],
  [
    // "could i borrow a bit till payday, it's embarrassing"
    rule(
      String.raw`(?<![a-z])(?:can|could|may|cn|cld) i (?:borrow|borow|borrw) (?:a bit|a little|a lil|some|a few bucks|a couple bucks|a bit of cash|a little cash|some cash)(?! of (?:your|ur|the))[^.!?\n]{0,20}?(?:till|until|til|before|by|for now|for a few days) (?:payday|pay ?day|my (?:next )?(?:cheque|check|paycheque|paycheck|pay)|friday|monday|the weekend|next week|the \d+(?:st|nd|rd|th)?|i get paid|my loan|my student loan|my osap)`,
      /(?:borrow|borow|borrw) /,
    ),
  ],
);

export const SHARE_KINDS: [name: string, rules: readonly Rule[]][] = [
  ['financial_bill', SHARE],
  ['financial_card_details', BANK_OPENED],
  ['financial_borrowing', UNTIL_PAYDAY],
];
