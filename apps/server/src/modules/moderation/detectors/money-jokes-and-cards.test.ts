import { describe } from 'vitest';
import { detectFinancial } from './financial.detector';
import { itFinds, itFindsSomething, itLeavesAlone } from './detector.test-support';

describe('financial detector: jokes, cards, threats and favours', () => {
  itFinds(detectFinancial, 'finds %j', [
    ['read me the card number and expiry so i can finish checking out', 'financial_card_details'],
    ['gimme ur cvc real quick', 'financial_card_details'],
    ['add your debit card to my google wallet for the trip', 'financial_card_details'],
    ['text me the xbox gift card code before tonight', 'financial_gift_card'],
    ['tangerine send me 150 when you wake up', 'financial_payment_app'],
    ['kraken transfer me 80 tonight', 'financial_payment_app'],
    ['i made 12k last month, just install it and deposit 300, i will teach you', 'financial_opportunity'],
    ['a real gentleman would cover my phone bill', 'financial_money_request'],
    ['one selfie for each 15 you send me', 'financial_money_request'],
    ['sponsor me? only 300 a month and i text you every morning', 'financial_money_request'],
    ['can you loan me sum moolah for the weekend', 'financial_money_request'],
    ['my love language is receiving etransfers tbh', 'financial_money_request'],
    ['would you assist me financially this month', 'financial_money_request'],
    ['could you pay for my share of the cabin? it was 190', 'financial_bill'],
    ['you owe your half and mine too, so 90 total', 'financial_bill'],
    ['could you take over my phone payments, 65 a month', 'financial_bill'],
    ['could u swing 250 till payday, i am broke', 'financial_bill'],
    ['buy me something off my wishlist, link in bio', 'financial_gift_card'],
    ['pay 400 or your family gets the videos', 'financial_extortion'],
    ['you have 12 hrs to pay the 300 or else', 'financial_extortion'],
    ['donate to my gofundme for my dad please', 'financial_plea'],
    ['give whatever your heart says, my sister needs the treatment', 'financial_plea'],
    ['roses r 300 per hour, no exceptions', 'financial_companionship'],
    ['no gift no date, that is how it works', 'financial_companionship'],
    ['i ask for a small trust payment of 40 before we meet', 'financial_companionship'],
    ['i have 2 days to come up with 700 or they take my car, please help', 'financial_bill'],
    ['my phone bill is 95 and i cannot pay, would you be able to cover it', 'financial_bill'],
    ['spare a couple of tenners?', 'financial_borrowing'],
    ['i can get you a work permit but there is a 350 fee', 'financial_upfront_fee'],
  ]);

  itFindsSomething(detectFinancial, 'finds %j', [
    'you are nice enough to e-transfer me 30 right?',
    'i accept tips and also e-transfers 😇',
    'could i use your visa for the hotel, i will pay you back',
  ]);

  itLeavesAlone(detectFinancial, 'leaves the ordinary %j alone', [
    "what's the expiry date on that yogurt",
    'my debit card expires next month, have to call scotia',
    'td moved my student loan to a new account',
    'you have 12 hours to pay the 300 deposit for the cabin, the host said',
    'i pay my netflix every january',
    'you covered my coffee last week so drinks are on me',
    "i'll send you my half of the cabin tonight, it's 190",
    'can you cover my shift friday? i owe you one',
    'our team is raising money for the children’s hospital, bake sale at noon',
    'he gave me 12 roses on our first date',
    'roses were 45 at the market for valentines',
    'no pain no gain at the gym today',
    'if you send 20 memes i will die laughing',
    'my love language is gifts and quality time',
    'download the app and sign up, the first ride is free',
    'can i borrow your library card for the ebook',
    'can you do 150 pushups in a row',
    'take over my shift on monday?',
    'the textbook is 40, i ordered it online already',
    'if you could cover it for me i would owe you, my shift is at 9',
    'can u help me clear the table after dinner',
  ]);
});
