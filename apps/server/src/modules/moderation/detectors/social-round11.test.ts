import { describe } from 'vitest';
import { detectSocial } from './social.detector';
import { itFinds, itLeavesAlone } from './detector.test-support';

describe('social media detector, round eleven', () => {
  itFinds(detectSocial, 'finds the username said out loud in %j', [
    ['my at is theo underscore m 04', 'social_handle'],
    ['my handle is sam dot rivers', 'social_handle'],
    ["it's kai dot r dot lee on snap", 'social_snapchat'],
    ['i am nora underscore bakes on the gram', 'social_instagram'],
    ["it's my first name underscore last name on tiktok", 'social_tiktok'],
  ]);

  itFinds(detectSocial, 'finds the username built from a name in %j', [
    ['add me, same gamertag as my first name plus 88', 'social_handle'],
    ['my username is just my first name followed by 2001', 'social_handle'],
    ['my psn is the same as my first name plus 777', 'social_gaming'],
  ]);

  itFinds(detectSocial, 'finds the app described by its icon in %j', [
    ['the camera app, username is lina.paints', 'social_instagram'],
    ['pink camera: omar_eats', 'social_instagram'],
    ['ghost emoji app, user is ty.bell', 'social_snapchat'],
  ]);

  itFinds(detectSocial, 'finds a channel or a site offered as a way to reach the writer in %j', [
    ['check out my youtube, message me there', 'social_youtube'],
    ['search "priyabeats" on soundcloud and dm me there', 'social_music'],
    ['yt @cal.hikes, comment and i reply', 'social_youtube'],
    ['im on steam every night, add wolfpack_22', 'social_gaming'],
  ]);

  itFinds(detectSocial, 'finds a group of the writer’s own offered in %j', [
    ['i started a telegram group for us, join with the link', 'social_telegram'],
    ['i created a discord server, want me to add you?', 'social_discord'],
  ]);

  itFinds(detectSocial, 'finds the move implied by a comparison in %j', [
    ['messages here keep glitching, telegram works better', 'social_telegram'],
    ['the app here is so laggy, signal is way faster', 'social_signal'],
  ]);

  itLeavesAlone(detectSocial, 'leaves alone %j', [
    'search lofi on youtube, it helps me focus',
    'do you use spotify?',
    'are you on spotify?',
    'spotify wrapped. i listened to one album all year',
    'the steam sale. anyone buying',
    'my little brother has a youtube channel about lego',
    'my camera app keeps crashing',
    'she replied with a ghost emoji and left me on read',
    'my password is my first name plus my birthday, i know',
    'my username here is my first name plus 03',
    'use underscore instead of spaces in file names',
    'i saw a polka dot dress on insta',
    'the wifi here lags so bad',
    'i made a whatsapp group for my family',
    'we made a discord server for the project, i will add you',
    'telegram stickers are better than whatsapp ones',
    'whatsapp is smoother than imessage for group calls',
    "i'm on steam a lot, search for stardew valley",
  ]);
});
