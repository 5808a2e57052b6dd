import { describe } from 'vitest';
import { detectFinancial } from './financial.detector';
import { itFindsSomething, itLeavesAlone } from './detector.test-support';

describe('eighteenth-round money asks: sales paid first, site and courier fees, subscriptions', () => {
  itFindsSomething(detectFinancial, 'finds %j', [
    'oilers tickets in the 100s, $350 for both, just need the payment first and they are yours',
    'two concert tix, 120 each, send the e-transfer up front and i email them',
    'stampede grandstand seats, 90 interac',
    'festival wristbands 200 for the pair via paypal',
    'you need to get verified on this dating safety site first, the fee is only $30',
    'canada post wants $60 for customs, pay it on the link i sent and the gift is yours',
    'pls pay my netflix this month, my card got declined',
    'could you cover my spotify? i swear i will pay you back',
    'i hate asking but can i count on you for like 200 till friday',
  ]);

  itLeavesAlone(detectFinancial, 'leaves %j alone', [
    'i already paid $350 for both oilers tickets, they better win',
    'got two tix for 120 each, we paid by interac yesterday',
    'the seats were 90 bucks each, pricey but worth it',
    'i got verified on the app, took like 2 minutes',
    'fedex charged me $40 in import fees for my own shoes lol',
    'my spotify renewed and i forgot to cancel it',
    'i pay for my own netflix now, feels like adulthood',
    'you can always count on me for a ride to campus',
    'landlord wants rent by the first and it is always a scramble',
  ]);
});
