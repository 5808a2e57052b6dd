import { describe } from 'vitest';
import { detectFinancial } from './financial.detector';
import { itFindsSomething, itLeavesAlone } from './detector.test-support';

describe('sixteenth-round money asks: affection, threats, gifts and bank accounts', () => {
  itFindsSomething(detectFinancial, 'finds %j', [
    'you lost the bet fair and square, so you are paying for my nails saturday',
    'whoever falls asleep first on the call pays. hand over the card 😴',
    'if you really cared about me you would cover my phone bill this month',
    'three hours to reply?? that is one sushi dinner, your treat',
    'prove it, send me what you would spend on a night out',
    '250 and i delete everything, otherwise your friends see the chat',
    '$500 before midnight or your parents get the screenshots',
    'go live with me and send me a rose gift, it helps my ranking',
    'could i use your account for my paycheque? mine got frozen',
    'just text me your online banking details and i will sort the deposit',
    'can you receive a transfer into your account and pass it to my cousin',
    'everyone put in 30 for the cabin, can you e-transfer yours tonight?',
    'to release your parcel from customs, kindly pay the $65 clearance fee',
    'штраф 200, а стипендія пізніше. Можеш допомогти?',
    'são 120 dólares a consulta, você me ajuda?',
    '这个月的学费你能帮我交一下吗',
  ]);

  itLeavesAlone(detectFinancial, 'leaves %j alone', [
    "you're covering my shift tomorrow right? thank you so much",
    'my grandma is paying for my flight home, so lucky',
    'thanks for the coffee yesterday, it was your treat last time so today is mine',
    'my mom will send me a birthday gift card, she always does',
    'send me gift ideas for my roommate, i have no clue',
    'heads up: scammers ask for your online banking login, never share it',
    'i already sent you my share for the airbnb',
    'to get the student discount you just show your id at the counter',
    'i told him 400 and he said he would think about it',
    "you're getting me so excited for saturday",
    'i studied 40 hours and i forget everything the moment i sit down',
    'i need 20 pages by tomorrow or i fail the course',
  ]);
});
