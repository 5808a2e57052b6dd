import { describe, expect, it } from 'vitest';
import { detectPhone } from './phone.detector';
import { itFinds, itLeavesAlone, patternsOf } from './detector.test-support';

describe('phone detector', () => {
  itFinds(detectPhone, 'finds the plain number in %j', [
    ['text me at 403-555-0199', 'phone_number'],
    ['(587) 555-0142', 'phone_number'],
    ['call 403 555 0178', 'phone_number'],
    ['4035550123', 'phone_number'],
    ['+1 403 555 0110', 'phone_number'],
    ['1-403-555-0154', 'phone_number'],
    ['+44 7700 900123', 'phone_number'],
    ['825.555.0163', 'phone_number'],
    ['my cell is 555-0123', 'phone_number'],
  ]);

  it.each([
    'four oh three five five five zero one nine nine',
    'fourohthree fivefivefive oh one two three',
    'it is 4o3 555 o1l9',
    'f0ur 0h thr33 f1ve f1ve f1ve 0h 0ne 7w0 3ight',
    'four-oh-three, fivefivefive, oh-one-six-six',
    '4 zero 3 five 5 5 0 one 8 one',
    'call 4 0 3 . 5 5 5 . 0 1 9 9',
    'my cell is ４０３５５５０１７７',
    'call me ❹⓿❸ ❺❺❺ ⓿❶❷❸',
    'number: 4️⃣0️⃣3️⃣5️⃣5️⃣5️⃣0️⃣1️⃣3️⃣6️⃣',
    '𝟒𝟎𝟑 𝟓𝟓𝟓 𝟎𝟏𝟗𝟐',
    '403 555\u200b0199',
    'Four. Zero. Three. Five. Five. Five. Zero. One. Five. Two.',
    'four oh three, five fifty five, double oh twelve',
  ])('finds the disguised number in %j', (text) => {
    expect(patternsOf(detectPhone, text).some((p) => p.startsWith('phone_'))).toBe(true);
  });

  itFinds(detectPhone, 'finds the number given in parts in %j', [
    ['403 -> 555 -> 0123', 'phone_in_parts'],
    ['825 ~~ 555 ~~ 0109', 'phone_in_parts'],
    ['(403)...555...0176', 'phone_in_parts'],
    ['403➡️555➡️0121', 'phone_in_parts'],
    ['call me at 587 then 555 then 0190', 'phone_in_parts'],
    ['text me at 403 and the rest is 5550193', 'phone_in_parts'],
    ['my cell: four oh three, and then five five five, and then oh one nine oh', 'phone_in_parts'],
  ]);

  it.each([
    "what's your number?",
    'can I get your number? I want to text you',
    'we should exchange numbers',
    'I can send you my number',
    'my number is: four oh three…',
    'my number is in my bio',
    'u got a number i can text?',
  ])('finds the request or offer in %j', (text) => {
    expect(patternsOf(detectPhone, text)).toEqual(['phone_request']);
  });

  itLeavesAlone(detectPhone, 'leaves the near-miss %j alone', [
    'CPSC 331 midterm is at 3:30 in ICT 114',
    'Are you going to the MATH 211 review session on Thursday at 5:30?',
    'Room MT 2104? No wait it is in MS 211',
    'My student id is 30012345',
    "I'm 5'10\" and she is 5'6\"",
    'the essay is 800-1200 words',
    'rent is $1,150 and tuition is $3,400',
    'Finals are Dec 11 to Dec 21, 2024-12-21 is the last one',
    'I ran the 10k in 58:42',
    'CPSC 331, 413, 449 and 457 this term',
    'the 72/73 bus and the 9 bus',
    'lab is from 2-4:50 in SB 142, lecture 01 at 10am',
    'I have one midterm, two labs and three quizzes this week',
    'oh nice, see you at 3',
    'born and raised in the 403',
    'one two three four five six seven',
    'send it to 0x52908400098527886E0F7030069857D2E4169EE7',
    'my number is still the one from high school',
    'my number is canadian so texting the us costs extra',
    'my number is new, i lost my old phone',
    // Parts that do not join: no phone words around words between them, arithmetic, prices, times.
    'the first part is 403 and then 555 and then 0190 points',
    '120 + 340 + 1200 = 1660',
    'tickets were $120 -> $340 -> $1200 by friday',
    'room 403, then 555, then the 1040 lecture',
    'lab at 10:30 -> 11:45 -> 1200',
    'is there a number i can call for the clinic',
  ]);
});
