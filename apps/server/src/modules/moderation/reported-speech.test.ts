import { describe, expect, it } from 'vitest';
import { detectContent } from './content-detection';
import { outsideReportedQuotes } from './reported-speech';

const families = (text: string) => detectContent(text, { explicit: false }).families;

describe('asks the sender quotes to warn about them', () => {
  it('are not the sender’s own when the words around the quote keep their distance', () => {
    for (const text of [
      'this guy wrote "e-transfer me 80 so i know ur real" and i blocked him instantly',
      'reported a match today, she said “buy me a $100 apple gift card first”',
      'careful, the "pay the verification fee and we can meet" thing is a scam',
      'someone opened with "add me on snap its jess.k22" and i was like nope',
    ])
      expect(families(text), text).toEqual([]);
  });

  it('still count when nothing keeps a distance from the quote', () => {
    expect(families('my landlord said "pay the 500 by friday", can you send it to me?')).toContain('financial');
    expect(families('my friend says "add me on snap jess.k22" lol so add me')).toContain('social_media');
  });

  it('still count when the ask is outside the quotes', () => {
    expect(families('ignore the "scam" warnings lol, just send me 50 on venmo')).toContain('financial');
    expect(families('people say "red flag" but add me on snap jess.k22 anyway')).toContain('social_media');
  });

  it('still count when the distancing word is denied', () => {
    expect(families('this isn\'t a scam, "send me 50 on venmo" and you get 500 back')).toContain('financial');
  });

  it('leave contact details in a quote counted: a number quoted is still a number given', () => {
    expect(families('he said "text me at 403 555 0199" and i blocked him')).toContain('phone');
  });
});

describe('outsideReportedQuotes', () => {
  it('blanks each quote, keeping positions, only with a distancing word outside', () => {
    const text = 'got "send 50" and reported it';
    const outside = outsideReportedQuotes(text);
    expect(outside).toHaveLength(text.length);
    expect(outside).not.toContain('send');
    expect(outsideReportedQuotes('he said "send 50" lol')).toBeUndefined();
    expect(outsideReportedQuotes('no quotes here, reported')).toBeUndefined();
  });
});
