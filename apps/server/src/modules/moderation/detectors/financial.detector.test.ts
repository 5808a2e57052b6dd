import { describe, expect, it } from 'vitest';
import { detectFinancial } from './financial.detector';
import { patternsOf } from './detector.test-support';

describe('financial detector', () => {
  it.each([
    ['can you e-transfer me $200?', 'financial_etransfer'],
    ['my interac email is jess.w22@gmail.com', 'financial_etransfer'],
    ['what is your e-transfer email? I want to send you something', 'financial_etransfer'],
    ['send it to my paypal', 'financial_paypal'],
    ['Venmo me for the deposit', 'financial_venmo'],
    ['Cash App me $40 for gas', 'financial_cashapp'],
    ['my cashtag is $jessw22, send what you can', 'financial_cashapp'],
    ['Zelle me the money', 'financial_zelle'],
    ['wire the money through Western Union', 'financial_wire'],
    ['buy me two Google Play gift cards and send me the codes', 'financial_gift_card'],
    ['To prove you are real, buy a $50 iTunes card and send me the code', 'financial_gift_card'],
    ['I am looking for a sugar baby, weekly allowance of $500', 'financial_sugar'],
    ['I will send you $1000 every month just to chat', 'financial_sugar'],
    ['let me spoil you, I can pay all your bills', 'financial_sugar'],
    ['I can teach you how to invest in bitcoin', 'crypto'],
    ['deposit $200 in USDT', 'crypto'],
    ['send it to bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', 'crypto'],
    ['Invest $250 and double your money in 7 days', 'financial_investment'],
    ['can you lend me $500? my mom is in the hospital', 'financial_money_request'],
    ['I am stuck at the airport and my card got declined, can you send money?', 'financial_money_request'],
    ['go to this site and enter your card to verify', 'financial_card_details'],
  ])('finds %j', (text, pattern) => {
    expect(patternsOf(detectFinancial, text)).toContain(pattern);
  });

  it.each([
    'can you e t r a n s f e r me 200',
    '3-tr@nsf3r me 150 plz',
    'send to my p@yp@l',
    'my ｐａｙｐａｌ is my email, send 100',
    'v3nm0 me 60 for the uber',
    'c@sh @pp me $50 babe',
    'buy me a g1ft c4rd and send the c0de',
    's u g a r d a d d y here, allowance every week',
    'b1tc01n investment, guaranteed pr0fit',
    'interac me 2 hundred, I will pay u back',
    'Can you send me some m.o.n.e.y for the bus home',
    'need 300 for rent, e-tranzfer pls',
  ])('finds the disguised %j', (text) => {
    expect(patternsOf(detectFinancial, text).length).toBeGreaterThan(0);
  });

  it.each([
    'I will e-transfer you for my half of the pizza',
    "Thanks for grabbing the tickets, I'll e-transfer you tonight",
    'coffee was $5 and tickets are 20 bucks',
    'I got a Chapters gift card for my birthday',
    'My student loan finally came in so I can pay tuition',
    'can you spot me on bench at the gym tomorrow?',
    'could you lend me your ENGG 201 notes?',
    'lol my roommate lost so much money on crypto last year',
    'Sugar cookies or chocolate chip?',
    'My parents gave me an allowance in high school for doing dishes',
    'I paid the Quad fee by e-transfer yesterday',
    'Venmo does not work here lol, it is all Interac',
    'I owe you a coffee',
    'My summer job pays $18 an hour at the golf course',
    'I need $5 for the C-Train',
    'you got paid $200 for that?',
    'can i get a coffee for $5',
    'parking is $3 an hour here',
    'i got a steam card for my birthday',
    'never give anyone your bank pin',
    'she asked me for a roblox card code so i blocked her',
    'my uncle invested in crypto and lost $95',
    'the emergency fund at the student union helps with rent, room rm 4428',
    'I ran the 10k at the Calgary Marathon, my time was 58:42',
    'i have no one else to study with for the 301 exam',
  ])('leaves the near-miss %j alone', (text) => {
    expect(patternsOf(detectFinancial, text)).toEqual([]);
  });
});

describe('money asked for without the words money, send or pay', () => {
  it.each([
    ['first meet is 1.2k, after that we can talk', 'financial_companionship'],
    ['custom pics are S$150 each babe', 'financial_companionship'],
    ["let's have an arrangement, 120 per meet", 'financial_companionship'],
    ["i'll double whatever you lend me", 'financial_borrowing'],
    ['u got a rack i can hold? i run it back friday', 'financial_borrowing'],
    ['got 75 to spare?', 'financial_borrowing'],
    ['need a stack to hold me over', 'financial_borrowing'],
    ['i need a small favour, €400', 'financial_plea'],
    ["what's your bank pin? i'll deposit the money", 'financial_card_details'],
    ['i need someone to hold money in their account for me, you get a cut', 'financial_card_details'],
    ['reload my phone with 200', 'financial_top_up'],
    ['the doctors say the operation is £75 and i only have half', 'financial_plea'],
    ['iban below, ksh 5000 please', 'financial_payment_app'],
    ['you need to pay 80 tax to withdraw your profit', 'financial_opportunity'],
    ['the landlord wants the deposit today, could you put it down for me', 'financial_bill'],
    ['i lost my passport and my bank blocked everything, can you help?', 'financial_emergency'],
    ['they only accept roblox cards for the fee', 'financial_gift_card'],
  ])('finds %j', (text, pattern) => {
    expect(patternsOf(detectFinancial, text)).toContain(pattern);
  });
});
