import { describe, expect, it } from 'vitest';
import { detectContent } from '../content-detection';
import { detectFinancial } from './financial.detector';
import { itFindsSomething, itLeavesAlone } from './detector.test-support';

describe('fifteenth-round money asks: money asked for without naming it', () => {
  itFindsSomething(detectFinancial, 'finds %j', [
    'could you cover my share of the cabin this weekend, i get paid on the 30th',
    'would u be down to pay my half of the internet bill this month',
    'mind taking care of my portion of the banff trip? ill owe u',
    'can you buy me a new charger and some groceries? i am totally broke',
    'ok buy me a hoodie from the bookstore and we are even 😇',
    'babe, buy me those boots i showed you',
    'can u grab the tab tonight, my card got declined',
    'brunch is on you this time? 🥺',
    'spot me for a burrito? left my wallet in the library',
    'can you add me as a payee so i can get the refund through you',
    "what's your daily e-transfer limit? i need to move something big",
    'text me your transit and account number real quick',
    'sending u a request for 120, accept it when u see it',
    'did you get my money request? approve it pls',
    'anh ơi cho em mượn 200 nha, tuần sau em trả',
    'nisaidie na pesa kidogo ya chakula tafadhali',
    'ana mehtaj flous lel ijar, te2dar tsa3edni?',
    'pool behem gharz midi ta akhare mah?',
    'ikaw na lang muna magbayad ng grab ko pauwi',
    '这个月太紧了，帮我垫一下房租好吗',
    'Помоги, пожалуйста, с оплатой общежития',
    "Mon amour, tu peux m'aider avec le loyer? C'est 400",
    '¿Me ayudas con la renta este mes? Son 300 dólares',
    "could i borrow a bit till payday, it's embarrassing",
    'can i borrow some cash until my next paycheque? promise i am good for it',
    'this is not a scam, please send me your bank details so i can pay you back',
  ]);

  itLeavesAlone(detectFinancial, 'leaves %j alone', [
    'could you cover my shift on saturday? i can take your sunday',
    'can you do my part of the slides tonight, i will do the references',
    'i will cover my share of the airbnb as soon as the booking is confirmed',
    'my mom used to buy me a hot chocolate after every game',
    'can you spot me on bench later? going for a new max',
    'i can pick up the tab tonight, you got it last time',
    'dinner is on me, no arguments',
    'accept my friend request on here lol',
    'my e-transfer limit is so low it is annoying, had to pay rent in two parts',
    'i added my roommate as a payee so we can split hydro',
    'em ơi hôm nay học vui không',
    'nisaidie na kazi ya nyumbani kesho',
    'mon frère va m’aider à déménager samedi',
    'can i borrow a bit of your time till friday? need a second pair of eyes on my essay',
    'i reported someone who wanted my bank info, felt so sketchy',
    "i don't mind covering my half of the cabin, just tell me the total",
    "i'm down to pay my share whenever the booking goes through",
    'omg sorry i spilled coffee on u',
    'can you spot me 2 more reps, i want to hit 10',
  ]);
});

describe('quoted asks kept at a distance', () => {
  it('are not the sender’s own after an unmatch or among the messages one gets', () => {
    for (const text of [
      'i once got told to pay a "booking deposit" before a coffee date, instantly unmatched',
      'the amount of "can you send me 50 for gas" messages i get on here is wild',
    ])
      expect(detectContent(text, { explicit: false }).families, text).toEqual([]);
  });
});
