/**
 * A platform named beside this app in a way that moves the talk there: preferred to it
 * ("i prefer element, it's more private"), said to be better or more used than it ("element is
 * better for calls", "my line is way more active than this"), asked for instead ("hinge
 * instead?"), or named where the message runs down this app ("the chat here lags, whatsapp is
 * smoother"). Read by social-context.ts around each platform's name.
 */

/** "text me on signal instead", but not "i spent 3 hours on tiktok instead of studying". */
export const INSTEAD_AROUND = {
  before:
    /(?<![a-z])(?:me|us|talk|chat|text|message|msg|dm|call|reach|continue|it|this|active|i'?m|im|be|move|switch|hop|go|come) (?:\S+ )?(?:on|over) $/,
  after: /^ (?:instead|rather|better|more)(?![a-z])(?! (?:of|than)(?![a-z]))/,
};
/** "i prefer element, it's more private", "let's use briar, messages disappear there". */
export const PREFER = {
  before:
    /(?<![a-z])(?:i prefer|i'?d prefer|i'?d rather use|we can use|we could use|let'?s use|can we use|we should use)(?: to use)? $/,
  after:
    /^\s*,? ?(?:(?:it'?s|its) (?:safer|better|more private|easier|faster|encrypted)|messages disappear|for (?:everything|calls|texting))/,
};
/** "element is better for calls", "watsap is better for voice notes", "threads > this app", "green app? much easier than this one" (asked: "tiktok is better than this app" is talk). */
export const BETTER_THAN_HERE_AFTER =
  /^\s*(?:(?:is|'s|works) (?:way |much |so much |a lot )?better (?:for (?:calls|texting|chatting|talking|messaging|video calls|voice notes|voice messages|voice memos)|in china)|\s*>\s*(?:this app|here|quad)|\?+\s*(?:(?:it'?s|its) )?(?:way |much |so much |a lot )?(?:easier|better|faster|quicker) than (?:this one|this app|here|on here|quad)(?![a-z]))/;
/** "my line is way more active than this", "i'm more on qq than on here": only about one's own account. */
export const MORE_THAN_HERE = {
  before: /(?<![a-z])(?:my|i'?m (?:way |much |a lot )?more on|i'?m on|i (?:check|open|answer on|reply on)) $/,
  after:
    /^\s*(?:(?:is )?(?:way |much |a lot |so much )?(?:more active|faster|better) than|(?:more )?than) (?:this|here|on here|this app)(?![a-z])/,
};
/** "hinge instead?", "can we xbox live instead?", but not "should i get tiktok instead?". */
export const INSTEAD_QUESTION = {
  before: /(?:^|[,.!?:;]\s*|(?:can|could|should) we (?:just )?(?:\S+ )?|let'?s (?:just )?)$/,
  after: /^\s*instead\s*\?/,
};
/** "tiktok is better" or "let's hinge" where the message runs down this app ("this app lags", "i never check this"). */
const HERE_RUN_DOWN =
  /this app|on here|off here|than here|check this|quad|(?:notifs?|notifications?) (?:here|on here|don'?t|dont|never)|(?:rarely|barely|never|hardly|not really) (?:on|check|use) (?:here|this)|(?:the |this )?(?:chat|app|messages|msgs|texts|calls) here (?:\S+ )?(?:lag|glitch|freez|crash|bug|delay|is (?:so |really |kinda )?(?:slow|laggy|buggy|glitchy|broken))/;
/** Whether the text runs down this app; asked for every platform named, so worked out once per text. */
let lastWords: string | undefined;
let lastRunsDown = false;
export function runsDownHere(words: string): boolean {
  if (words !== lastWords) {
    lastWords = words;
    lastRunsDown = HERE_RUN_DOWN.test(words);
  }
  return lastRunsDown;
}
export const BETTER_AFTER =
  /^\s*(?:(?:is|'s) (?:way |much |so much |a lot )?(?:better|easier|smoother|faster|quicker|more reliable|less laggy)|works (?:way |much |so much )?better)(?![a-z])(?! than)/;
export const LETS_BEFORE = /(?<![a-z])(?:let'?s|lets|can we|wanna) $/;
