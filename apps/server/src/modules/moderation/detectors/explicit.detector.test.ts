import { describe } from 'vitest';
import { detectExplicit } from './explicit.detector';
import { itFinds, itFindsSomething, itLeavesAlone } from './detector.test-support';

describe('explicit content detector', () => {
  itFinds(detectExplicit, 'finds %j', [
    ['hey send nudes', 'explicit_sexual_term'],
    ['are you horny right now', 'explicit_sexual_term'],
    ['DTF? I can host', 'explicit_sexual_term'],
    ['wanna hook up tonight?', 'explicit_proposition'],
    ['what is your body count?', 'explicit_proposition'],
    ['looking for a fwb, no strings', 'explicit_proposition'],
    ['let us skip the small talk and smash', 'explicit_proposition'],
    ['send me a pic of you in bed', 'explicit_photo_request'],
  ]);

  itFindsSomething(detectExplicit, 'finds the disguised %j', [
    's3nd n00dz',
    'wanna f*ck tonight?',
    'u h0rny?',
    'd t f ?',
    'how about some s.e.x later',
    'show me ur t1ts',
    'wanna s-m-a-s-h',
    'let us have seggs',
    'ѕеnd nudеѕ',
    'ur p*ssy must be so tight',
  ]);

  itLeavesAlone(detectExplicit, 'leaves %j alone', [
    'We had cocktails on 17th Ave',
    'My friend is on exchange at the University of Sussex',
    'the data analysis part of the lab took forever',
    'My sister graduated cum laude from MRU',
    'Reading Dickens for ENGL 251',
    'can you hook me up with the slides from Monday?',
    'I need to hook up my new monitor',
    'Not here for hookups, looking for something real',
    'We covered sex-linked traits in BIOL 311',
    'The sexual health clinic on campus has free flu shots',
    'I am making pasta tonight if you want to come over and study after',
    'we should smash burgers at Five Guys after the game',
    'send pics of the hike!',
    'I got a kink in my neck from studying',
  ]);
});
