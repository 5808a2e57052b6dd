import { describe } from 'vitest';
import { detectUrl } from './url.detector';
import { itFinds, itLeavesAlone } from './detector.test-support';

describe('link detector', () => {
  itFinds(detectUrl, 'finds %j', [
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
  ]);

  itFinds(detectUrl, 'finds the link written oddly: %j', [
    ['my page: rosebakes . ca', 'url_obfuscated'],
    ['shop at nailsbyjo . co', 'url_obfuscated'],
    ['ninaknits [dot] studio', 'url_obfuscated'],
    ['cheapbooks, dot net at the end', 'url_obfuscated'],
    ['cheapbooks d0t n3t', 'url_obfuscated'],
    ['mon blog c’est voyageuse point fr', 'url_obfuscated'],
    ['t dot me slash promo_room', 'url_obfuscated'],
    ['sign up at easycash-fast.loan', 'bare_domain'],
    ['my shop is mia.bigcartel.co', 'bare_domain'],
    ['fill in forms.gle/Ab12Cd', 'bare_domain'],
    ['cutt.ly/zz9', 'bare_domain'],
    ['rb.gy/k2m4', 'bare_domain'],
    ['meet me at beacons.ai/jo', 'bare_domain'],
    ['grab it at deals-app.com, code inside', 'bare_domain'],
    ['sign up at vipzone .org', 'url_obfuscated'],
    ['tap freebies period shop', 'url_obfuscated'],
    ['open freecash . net and log in', 'url_obfuscated'],
    ['type lilyshop d0t club in your browser', 'url_obfuscated'],
  ]);

  itLeavesAlone(detectUrl, 'leaves %j alone', [
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
    'that was a last-minute.so anyway',
    'covid-19.it was rough',
    'ok . live music tonight?',
    'i loved it .so much fun',
    'lol . me too',
    'good point net income matters',
    'the lab is 3.5/5 hard',
    'u.s/canada border',
    'he/him',
  ]);
});
