import { describe } from 'vitest';
import { detectFinancial } from './financial.detector';
import { itFindsSomething, itLeavesAlone } from './detector.test-support';

describe('seventeenth-round money asks: shares collected, fees first, asks after a hardship', () => {
  itFindsSomething(detectFinancial, 'finds %j', [
    'i grabbed both lift tickets, send me your $95 tonight if you can',
    'potluck is at mine, bring like $20 for drinks or etf me before',
    'send me a $10 tip for that selfie 😌',
    'two flames tickets left, 140 each, send it through and i will transfer them',
    'the bike is yours for 500, send half now to hold it',
    'the keys are with the courier already, just pay the $300 and the $25 delivery',
    'the room is shown only after a $150 holding deposit, you in?',
    'to start the tasks you need to upgrade your account with $80',
    'fund your account tonight and i will show you the signals',
    'my aunt owns the basement suite, she asked me to collect the deposit from you',
    'my rent is overdue and i am scared. even a small loan would help',
    'could you pitch in some cash for my sister’s hospital bill?',
    'the fines keep growing, could you pay them off for me?',
    'whatever money you can spare would go to my mom’s treatment',
    'it would make my week if you covered my haircut saturday',
    'i used your number for my bank, just send me the code that comes in',
    '你可以帮我买两张礼品卡吗',
    '구글 기프트카드 사서 코드 보내줄 수 있어?',
    'mozesz mi przelac 150 zl? oddam jutro',
    'me robaron la cartera y no tengo para comer, ¿me echas la mano?',
    'dawai khatam ho gayi hai, thoda help kar dogi?',
  ]);

  itLeavesAlone(detectFinancial, 'leaves %j alone', [
    'i paid a $100 application fee for the co-op program, worth it',
    'the landlord wanted an e-transfer before the viewing so i walked away',
    'i will send you my share of the cabin tonight',
    'if you covered my shift saturday i would owe you big time',
    'can you send me the notes from thursday? i missed the lecture',
    'my cousin collects vintage coins, his collection is wild',
    'could you help me move on saturday? pizza is on me',
    'phishing texts saying "pay $2 redelivery fee" are everywhere',
    'send me your 3 favourite songs and i will make a playlist',
    'parking by the library is easy, just pay $3 at the meter',
    'my landlord will collect the deposit on move-in day',
    'if you got my message just ignore the typo lol',
    'whatever help you can give on the lab report is appreciated',
    'you can deposit $50 at any td branch to open the account',
    'my landlord wants the deposit by sunday and i already sent it',
  ]);
});
