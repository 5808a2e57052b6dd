import { describe } from 'vitest';
import { detectSocial } from './social.detector';
import { itFinds, itLeavesAlone } from './detector.test-support';

describe('social media detector, round six', () => {
  itFinds(detectSocial, 'finds the app the list did not know in %j', [
    ['instgram: oli.ver_m', 'social_instagram'],
    ['telegarm @pashka', 'social_telegram'],
    ['my scc is hanna_pq', 'social_snapchat'],
    ['انستا: noura.art', 'social_instagram'],
    ['pinterest: dreamy.dorm.ideas, follow me', 'social_other_social'],
    ['mastodon: @finch@fosstodon', 'social_fediverse'],
    ['lichess: sac_the_queen', 'social_gaming'],
    ['overwatch btag: Tracer#11922', 'social_gaming'],
    ['okc: wanderlustlena', 'social_dating'],
    ['find me on the league, same photos', 'social_dating'],
    ['grab my linktree, it has everything', 'social_link_page'],
  ]);

  itFinds(detectSocial, 'finds the username closing %j', [
    ['sc; tyler_b0', 'social_snapchat'],
    ['ig.. luca.romano_', 'social_instagram'],
    ["here's my snap, don't be weird: c.hale", 'social_snapchat'],
    ['ig, sc, tt all the same: max.frost', 'social_instagram'],
  ]);

  itFinds(detectSocial, 'finds the pointer in %j', [
    ['my steam is the same as my discord', 'social_gaming'],
    ['shoot me a snap at orla_moon', 'social_snapchat'],
    ["discord tag? mine's oatmilk_enjoyer", 'social_discord'],
    ['close friends on insta? add me first', 'social_instagram'],
    ['fb me: Carla Mendes Souza', 'social_facebook'],
    ['send me a msg on whatsap', 'social_whatsapp'],
    ['connect on linkedin? search Adaeze Okafor', 'social_linkedin'],
    ['inbox me on fb', 'social_facebook'],
    ['can we carry this on in my dms on twitter', 'social_twitter'],
    ['type ur ig here and i will add', 'social_instagram'],
    ['drop the 👻', 'social_snapchat'],
    ['what name are you under on insta', 'social_instagram'],
    ['search "noodle_king" on tiktok', 'social_tiktok'],
    ['ig is kira underscore lee', 'social_instagram'],
    ['my snap is my first name plus my birth year lol', 'social_snapchat'],
    ['just add the handle i have here on snap', 'social_snapchat'],
    ["i'm on imo, search my name", 'social_imo'],
    ['join our discord server, invite is in my bio', 'social_discord'],
    ['join the WA group for the pickup game, ask me for the invite', 'social_whatsapp'],
  ]);

  itFinds(detectSocial, 'finds the call in %j', [
    ['facetime later?', 'social_facetime'],
    ['signal call?', 'social_signal'],
    ["let's do a discord call tonight", 'social_discord'],
    ["i'll make a google meet, gimme a sec", 'social_video_call'],
    ['gmeet me tomorrow', 'social_video_call'],
    ['wanna video call? whatsapp or facetime whatever', 'social_whatsapp'],
    ["let's zoom, i'll send a link", 'social_video_call'],
    ['ft me when ur free', 'social_video_call'],
    ['duo call later?', 'social_video_call'],
  ]);

  itFinds(detectSocial, 'finds the move that names no app in %j', [
    ["here's my QR, just scan it and add me", 'social_qr'],
    ['send me a pic of your wechat qr', 'social_qr'],
    ['my name on there is sunflower_syd', 'social_handle'],
    ["request my private acc, it's bree.private", 'social_handle'],
    ['are u on any other apps', 'social_invite'],
    ['hop in vc', 'social_invite'],
    ['bora pro zap?', 'social_whatsapp'],
    ['pm me, u/north_hill_nerd', 'social_reddit'],
  ]);

  itFinds(detectSocial, 'finds the ask in another language in %j', [
    ['bhai insta id de na', 'social_instagram'],
    ['yaar whatsapp pe baat karte hain', 'social_whatsapp'],
    ["insta'dan yaz bana, hesabım ece.kaya", 'social_instagram'],
    ['인스타 아이디 뭐야?', 'social_instagram'],
    ['zalo mình nè, Linh Trần', 'social_zalo'],
    ['chat tayo sa messenger mamaya', 'social_facebook'],
    ['nhắn tin qua messenger nha', 'social_facebook'],
    ['my little red book is 小鹿酱, 加我', 'social_xiaohongshu'],
  ]);

  itLeavesAlone(detectSocial, 'leaves alone %j', [
    'on tiktok there is a trend called the lazy_girl.walk',
    'the discord for cpsc331 is active',
    'zoom lecture today, room ST140',
    'ig is down again, check downdetector.com',
    'my username here is kind of embarrassing, i made it at 2am',
    'my insta is dead compared to my name here lol',
    'my tiktok is the same as my instagram, all cats',
    'zoom in on the graph, the axis labels are tiny',
    'the duo in my lab are hilarious',
    'wait in line me and my friend got there first',
    'is the lecture on zoom later?',
    'the league standings are out, our team is third',
    'scan the QR code on the poster to RSVP for the club fair',
    'scan your student id qr at the gym front desk',
    'my name on there is spelled wrong again',
    'are you on any other committees this year',
    'hop in the car, we are late',
    'whatsapp pe mummy ka message aaya',
    'the overwatch season is kinda fun',
    'i deleted pinterest, it was eating my evenings',
    'she is 5 ft tall',
    'my steam deck is the same as my brother’s',
    'the tumblr era was wild',
    'the clubhouse at the golf course is closed',
    'can we facetime my mom, she wants to meet you',
    'discord? i am not on it anymore',
    'that was so u/g coded lol',
    'join the study group on discord, the TA posts answers there',
  ]);
});

describe('social media detector, round nine', () => {
  itFinds(detectSocial, 'finds the spelled-out handle in %j', [
    ['kai at sign underscore rowe', 'social_handle'],
    ['my handle is at nina underscore park', 'social_handle'],
    ['ig handle: at sol dot rivera', 'social_handle'],
    ["it's at sign tobias", 'social_handle'],
    ['username: m-a-r-e-n dot j', 'social_handle'],
    ['handle spelled p e t r a _ v', 'social_handle'],
  ]);

  itFinds(detectSocial, 'finds the pointer or ask in %j', [
    ['the @s are all in my bio', 'social_invite'],
    ['check my bio for my socials', 'social_invite'],
    ['check my bio, all my links are there', 'social_invite'],
    ['any socials?', 'social_invite'],
    ['my handle is the same across all my apps', 'social_invite'],
    ['just use the same as my quad username', 'social_invite'],
    ['ill show you my qr code for line', 'social_qr'],
    ['ft??', 'social_video_call'],
    ['could we ft tonight?', 'social_video_call'],
    ['zoom call sometime today?', 'social_video_call'],
  ]);

  itFinds(detectSocial, 'finds the app by a typo, a short form or its colour in %j', [
    ['snpchat: jo.lind', 'social_snapchat'],
    ['insat?', 'social_instagram'],
    ['dsc?', 'social_discord'],
    ['xbl: RainyFox22', 'social_gaming'],
    ["yellow app? i'm tess.v there", 'social_snapchat'],
    ['katok? my id is minji.k', 'social_kakaotalk'],
  ]);

  itFinds(detectSocial, 'finds the ask around a named app in %j', [
    ['add me snap pls', 'social_snapchat'],
    ['please message me telegram', 'social_telegram'],
    ["i'll be in ur requests on insta", 'social_instagram'],
    ['swipe right on me on bumble', 'social_dating'],
    ['on hinge too, send me a like there', 'social_dating'],
    ['hablame por telegram', 'social_telegram'],
    ['schreib mir doch auf insta', 'social_instagram'],
    ['keep the streak on snap, add rafa.mx', 'social_snapchat'],
    ['skype? my name on it is Tomas Lind', 'social_skype'],
    ['threema: 4PLM8QZT', 'social_threema'],
    ['LINE交換しよう', 'social_line'],
    ['@_theo.m', 'social_handle'],
    ['can we take this to dms somewhere else', 'social_invite'],
    ['t e o . v on snap', 'social_snapchat'],
    ['telegram? way easier than this app', 'social_telegram'],
    ['signal is better for voice messages', 'social_signal'],
    ['bumble name is Priya, 24', 'social_dating'],
  ]);

  itLeavesAlone(detectSocial, 'leaves alone %j', [
    'the yellow app icon is so ugly',
    'insat exam is next week',
    'add e.g. two cups of flour to the snap peas',
    'please message me when class ends',
    'i sent him a like on hinge, no reply',
    'hablame de tu dia',
    'schreib mir bei gelegenheit',
    'threema costs money, 4 dollars',
    'insta is better for pics than tiktok',
    'whatsapp is much easier than email for the group',
    'my hinge profile is 22 photos of my dog',
    'my hinge profile is just dogs 24/7',
    'tinder is full of 30 year olds',
    'skype? my name on it is spelled wrong',
    'the at sign on my laptop stopped working',
    'we looked at the dot product in lecture',
    'meet at tims, the one by the dot mural',
    'my bio lab is in my schedule twice',
    'check my bio for my classes, i listed them',
    'i wrote about my dog in my bio',
    'social media is bad for my sleep',
    'got any social plans this weekend?',
    'my grades are the same across all my courses',
    'the room is 5 ft wide',
    'can we meet at the library ft. the whole study group',
    'scan the qr code for the event on the poster',
    'zoom call for the group project is on d2l',
    'my first-year residence was d-block',
  ]);
});
