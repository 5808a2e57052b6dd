import { describe, expect, it } from 'vitest';
import { detectSocial } from './social.detector';
import { patternsOf } from './detector.test-support';

describe('social media detector', () => {
  it.each([
    ['add me on snap, jess.xo22', 'social_snapchat'],
    ["what's your insta?", 'social_instagram'],
    ['do you have snapchat?', 'social_snapchat'],
    ['are you on instagram?', 'social_instagram'],
    ['my insta is @tyler.climbs', 'social_instagram'],
    ['ig: priya_sandhu_', 'social_instagram'],
    ['Follow me on TikTok', 'social_tiktok'],
    ["let's move to telegram", 'social_telegram'],
    ['message me on WhatsApp instead', 'social_whatsapp'],
    ['Whatsapp +1 587 555 0142', 'social_whatsapp'],
    ['add me on discord, mason#4471', 'social_discord'],
    ['kik me at jessxo', 'social_kik'],
    ['text me on signal', 'social_signal'],
    ['My WeChat ID is liwei_2001', 'social_wechat'],
    ['message me on messenger', 'social_facebook'],
    ['check out my onlyfans', 'social_onlyfans'],
    ['join t.me/hotcalgarygirls', 'social_telegram'],
    ['Snap me! kayla.m02', 'social_snapchat'],
    ['follow @jess.xo22', 'social_handle'],
    ["let's continue this conversation somewhere else", 'social_invite'],
    ['what are your socials?', 'social_invite'],
    ['swap vibers?', 'social_viber'],
    ['카톡 아이디 mei_22 추가해줘', 'social_kakaotalk'],
    ['my kakao id is mei_2001, add me', 'social_kakaotalk'],
    ['加我微信 liwei_2001', 'social_wechat'],
    ['pásame tu insta porfa', 'social_instagram'],
    ["i can't use this app at work, zalo?", 'social_zalo'],
    ["i'll send you my qq in a sec", 'social_qq'],
    ["i'm on threema, add me", 'social_threema'],
    ["i'll be on tinder after class, lucas_yt", 'social_dating'],
    ['my threads is in my bio', 'social_other'],
    ['find me on element: liam.k22', 'social_other'],
    ['wanna take this to tg', 'social_telegram'],
    ["it's @notana", 'social_handle'],
    ['my @ is omar63', 'social_handle'],
  ])('finds %j', (text, pattern) => {
    expect(patternsOf(detectSocial, text)).toContain(pattern);
  });

  it.each([
    ['add me on s n a p: jess xo 22', 'social_snapchat'],
    ['my sn@pch@t is j3ss_xo', 'social_snapchat'],
    ['1nst4: j3ss_22', 'social_instagram'],
    ['ѕnарсhаt me', 'social_snapchat'],
    ['add me on 𝓼𝓷𝓪𝓹 lol', 'social_snapchat'],
    ['i.n.s.t.a = tyler.climbs', 'social_instagram'],
    ['what is ur 1G?', 'social_instagram'],
    ['t e l e g r a m: @ethan_k', 'social_telegram'],
    ['are you on sn*p?', 'social_snapchat'],
    ['add me on snaaaaap', 'social_snapchat'],
    ['0nlyf4ns link in b1o', 'social_onlyfans'],
    ['find me on 0F, same username', 'social_onlyfans'],
    ['1G → tyler.climbs', 'social_instagram'],
    ['🇸🇨 jessxo22', 'social_snapchat'],
  ])('finds the disguised %j', (text, pattern) => {
    expect(patternsOf(detectSocial, text)).toContain(pattern);
  });

  it.each([
    'lol that was a snap decision',
    'the cold snap this week is no joke',
    'oh snap, I forgot my calculator',
    'Those Banff pics are so insta-ready',
    'I saw a video on TikTok about the Peace Bridge',
    'My mom only uses Facebook to post pictures',
    'the wifi signal in the ENG building is so bad',
    'The CPSC 449 discord server is where everyone panics',
    'the family group chat on whatsapp is chaos',
    'I took a quick snap of the northern lights',
    'Twitter is basically dead',
    'I need a new messenger bag',
    'I post my hiking pics on insta way too much',
    'meet @tims at 3',
    'we ran out of time, the rest of the slides are on D2L',
    'my insta is private lol',
    'Venmo me @jess-w22 for the deposit',
    'do you have a session tomorrow?',
    'the study session: monday at 3 in room 204',
    'my disc is scratched lol',
    'i waited in line for an hour',
    "don't move to whatsapp with people from here, my friend got scammed",
    'someone asked me to move to telegram and i reported them',
    'i play valorant on steam most nights',
  ])('leaves the near-miss %j alone', (text) => {
    expect(patternsOf(detectSocial, text)).toEqual([]);
  });
});
