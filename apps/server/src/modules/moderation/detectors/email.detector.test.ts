import { describe, expect, it } from 'vitest';
import { detectEmail } from './email.detector';
import { itLeavesAlone, patternsOf } from './detector.test-support';

describe('e-mail detector', () => {
  it.each(['email me at jess.w22@gmail.com', 'priya.sandhu@ucalgary.ca', 'My email: hannah.lee.2003@yahoo.ca'])(
    'finds the address in %j',
    (text) => {
      expect(patternsOf(detectEmail, text)).toContain('email_address');
    },
  );

  it.each([
    'jess dot w22 at gmail dot com',
    'tyler (at) hotmail (dot) com',
    'priya.sandhu [at] ucalgary [dot] ca',
    'email me: cody.b at outlook.com',
    'jessw22 @ gmail . com',
    'my gmail is jess.w22',
    'hannah{at}yahoo{dot}ca',
    'ｊｅｓｓ＠ｇｍａｉｌ．ｃｏｍ',
    'jess.w22 at g mail dot com',
    'jess(@)gmail(.)com',
    'cody underscore b at hotmail',
    'find me on gmail: kayla.m.2002',
    'j e s s w 2 2 @ g m a i l . c o m',
    'tyler.m AT protonmail DOT com',
    'sam.k.99 @ icloud',
    'mk ross 99 at icloud... you know the rest',
    'myname is mason.r07 and then gmail com',
    'l i a m . k @ g m a i l . c o m',
    'kayla.m02 (at sign) gmail',
    'liam dot k at outlook dot com',
    'jt [at] jtoutdoors [dot] ca',
    "it's hannah.k on gmail",
    'at gmail dot com, same username as here',
    'gmail is the same as my snap lol',
    "my email's my ig name @ gmail",
  ])('finds the disguised address in %j', (text) => {
    const found = patternsOf(detectEmail, text);
    expect(found.some((p) => p === 'email_obfuscated' || p === 'email_address')).toBe(true);
  });

  it.each(["what's your email?", 'drop your email and I will send the pics'])('finds the request in %j', (text) => {
    expect(patternsOf(detectEmail, text)).toEqual(['email_request']);
  });

  itLeavesAlone(detectEmail, 'leaves the near-miss %j alone', [
    'we are at the library if you want to join',
    'I am at home today, my 8am got cancelled',
    'meet me at mac hall at 3.30',
    'I emailed my TA about the extension',
    'check your ucalgary email for the registrar message',
    'my email is full of spam from D2L',
    'see you at the Dinos game, section 4',
    "what's your e-transfer email?",
    'The dot com bubble was in my ECON 203 readings',
    'reach me at 3.30 after class',
    'we were 20 at live music night at the Den',
    'my gmail.com account got hacked again',
    'i keep my notes on gmail drafts',
    'the lab2.pdf is on gmail somewhere',
    'connect the dot to the line, polka dot at the party',
    'a b c d e f is the order of the questions',
    'my gmail is the same as my school one, so annoying',
  ]);
});
