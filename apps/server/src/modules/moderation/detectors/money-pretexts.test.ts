import { describe } from 'vitest';
import { detectFinancial } from './financial.detector';
import { itFindsSomething, itLeavesAlone } from './detector.test-support';

describe('sixth-round money asks', () => {
  itFindsSomething(detectFinancial, 'finds %j', [
    'could i pinch 30 off you until tuesday',
    'lil loan? 20? 😩',
    'im short 35, u mind covering the gap',
    'my brakes are shot, mechanic wants 420, any chance you could cover it',
    'my phone is getting cut off. can you pay it?',
    'can you be a hero today and pay my 60 overdraft fee',
    "put it on your card and i'll pay you back, it's only 300",
    "would it be possible for you to assist me with this month's rent?",
    "could i trouble you for 30? i'll explain later",
    'it will be very kind if you do me favour of 100 dollars',
    'hlp me out w 60 plss',
    '💸💸 pls 🙏 50 🥺',
    "remitly 200 to my mom's account please",
    'the deposit is 100. please etransfer it tonight.',
    "grab me a best buy card, 200, i'll explain later",
    'bhai 500 bhej de yaar, urgent hai',
    '貸してくれない?1万円でいいから',
    'canada post: your package could not be delivered, pay 2.50 redelivery fee',
    'the border agency froze your SIN, pay 500 to unfreeze',
    'i can get you a job at amazon but the agent fee is 500',
    'the mystery shopper gig pays 400 but first you deposit the check and send back 300',
    'join my trading group, 99 a month, guaranteed signals',
    "donations are how i know who's real, 30 minimum",
    "it's 150 to come over, 300 if i stay the night",
  ]);

  itLeavesAlone(detectFinancial, 'leaves alone %j', [
    "can you cover my shift friday? i'll take your sunday",
    'can you spot me at the gym',
    'i got a 25 steam card for my birthday',
    'i paid the biometrics fee at the VFS office yesterday',
    'my car insurance renewal was 2,100, i almost cried',
    'my rates for tutoring are 25 an hour',
    'the tribute concert was amazing',
    'i donated to the food bank today',
    'lol my bank account after this weekend 💀💸',
    "i'm short 2 players for the game tonight",
    'can i get the notes from you after class?',
    'class moved to room 140, can you get it for me? the handout i mean',
    'my phone screen cracked again, repair is 200',
    'we did the math and living on campus is 2k more than renting with friends',
    'i can help you with your resume',
  ]);
});
