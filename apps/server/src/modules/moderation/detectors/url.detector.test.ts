import { describe, expect, it } from 'vitest';
import { detectUrl } from './url.detector';
import { patternsOf } from './detector.test-support';

describe('link detector', () => {
  it.each([
    ['check out https://bit.ly/3xHotPics', 'url'],
    ['www.quad-verify-id.com', 'url'],
    ['hxxps://secure-login-quad.com/verify', 'url'],
    ['h t t p s : / / bit . ly / hotpics', 'url'],
    ['jessphotos.ca', 'bare_domain'],
    ['tinyurl.com/jessalbum', 'bare_domain'],
    ['linktr.ee/kaylamoves', 'bare_domain'],
    ['hotcampusgirls.xyz', 'bare_domain'],
    ['ｗｗｗ．ｆｒｅｅｐｉｃｓ．ｃｏｍ', 'url'],
    ['go to jessphotos dot com', 'url_obfuscated'],
    ['hot pics [dot] net', 'url_obfuscated'],
    ['calgarygirls(dot)xyz', 'url_obfuscated'],
  ])('finds %j', (text, pattern) => {
    expect(patternsOf(detectUrl, text)).toContain(pattern);
  });

  it.each([
    'it was fun.see you tomorrow',
    'my GPA went from 3.2 to 3.7',
    'I learned Node.js and Vue.js this term',
    'e.g. the 8 a.m. lecture',
    'check ucalgary.ca/registrar for the exam schedule',
    'register at https://www.mtroyal.ca/events',
    'Polka dot dress or the green one?',
    'The dot com bubble was in my readings',
    'sounds good.me too',
    'email me at jess.w22@gmail.com',
    'jess dot w22 at gmail dot com',
  ])('leaves %j alone', (text) => {
    expect(patternsOf(detectUrl, text)).toEqual([]);
  });
});
