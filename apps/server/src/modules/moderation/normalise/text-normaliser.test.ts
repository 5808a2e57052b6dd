import { describe, expect, it } from 'vitest';
import { normalise } from './text-normaliser';

describe('text normaliser', () => {
  it.each([
    ['Ｍｙ ＳＮＡＰ', 'my snap'],
    ['𝐢𝐧𝐬𝐭𝐚𝐠𝐫𝐚𝐦', 'instagram'],
    ['ѕnарсhаt', 'snapchat'],
    ['ΗΕΥ', 'hey'],
    ['sn\u200bap\u200dchat', 'snapchat'],
    ['s\u0301n\u0308a\u0327p', 'snap'],
    ['ⓘⓝⓢⓣⓐ', 'insta'],
    ['🅢🅝🅐🅟 🇸🇳🇦🇵', 'snap snap'],
    ['ɪɴsᴛᴀ', 'insta'],
    ['café  au\tlait ', 'cafe au lait'],
    ['4️⃣0️⃣3️⃣', '403'],
    ['❹⓿❸ ٤٠٣ ४०३', '403 403 403'],
    ['jess＠gmail．com', 'jess@gmail.com'],
    ['that’s my ‘snap’', "that's my 'snap'"],
  ])('folds %j to %j', (input, folded) => {
    expect(normalise(input).folded).toBe(folded);
  });

  it('keeps the original text beside the views', () => {
    const text = normalise('Ｓｎａｐ me');
    expect(text.original).toBe('Ｓｎａｐ me');
    expect(text.folded).toBe('snap me');
  });

  it.each([
    ['1nst4gr4m: j3ss_22', 'instagram: jess_22'],
    ['sn@pch@t @jess', 'snapchat @jess'],
    ['3-tr@nsf3r', 'e-transfer'],
    ['at 10am in ICT 114', 'at ioam in ict 114'],
    ['b!tcoin only', 'bitcoin only'],
    // A run of "!" closing or opening a word is punctuation, not letters: "ticketsii!" would hide the word.
    ['flames tickets!!! $280 for the pair', 'flames tickets!!! $280 for the pair'],
    ['venmo!! me 40', 'venmo!! me 40'],
    ['!!!w0w', '!!!wow'],
  ])('decodes leetspeak inside words: %j', (input, words) => {
    const text = normalise(input);
    expect(text.words).toBe(words);
    expect(text.words.length).toBe(text.folded.length);
  });

  it.each([
    ['four oh three five five five zero one nine nine', '4 0 3 5 5 5 0 1 9 9'],
    ['fourohthree 555 12three4', '403 555 1234'],
    ['call 4o3-555-l234', 'call 403-555-1234'],
    ['forty three, double five, one two', '43, 55, 1 2'],
    ['f1ve f0ur 0h thr33', '5 4 0 3'],
    ['five hundred bucks', '5 00 bucks'],
    ['oh nice, see you at 3', 'oh nice, see you at 3'],
    ['I have one lab and two quizzes', 'I have 1 lab and 2 quizzes'.toLowerCase()],
  ])('writes numbers as digits: %j', (input, digits) => {
    expect(normalise(input).digits).toBe(digits);
  });

  it.each([
    ['d t f ?', 'dtf ?'],
    ['how about s.e.x', 'how about sex'],
    ['w-h-a-t-s-a-p-p me', 'whatsapp me'],
  ])('joins letters typed one by one: %j', (input, joined) => {
    expect(normalise(input).spacedOut).toBe(joined);
  });

  it('has no spaced-out view for ordinary text', () => {
    expect(normalise('I am a TA for CPSC 231').spacedOut).toBeUndefined();
  });
});
