/**
 * Word classes the learned scorer sees besides the words themselves, so what it learns about
 * one member of a class carries to the others ("can I get your <app>" for any app, "<amount>
 * on my <payment app>" for any amount and app). Only names that are not also everyday words:
 * "line", "signal", "of" or "x" stay plain words and are learned from context.
 */
export const WORD_CLASSES: Record<string, readonly string[]> = {
  app: (
    'snapchat snap sc snp snapp snappy 👻 instagram insta ig 📸 whatsapp whatsap watsapp wassap whatsaap wapp wa ' +
    'telegram telegrm telgram tg discord discrd dc kik wechat weixin wx vx 微信 kakao kakaotalk viber threema ' +
    'skype gamertag psn playstation xbox tinder hinge bumble grindr onlyfans fansly twitter twt tiktok fb ' +
    'facebook messenger reddit qq zalo imo icq bereal roblox twitch hangouts imessage facetime wickr ' +
    "snapchats instagrams tiktoks insta's"
  ).split(' '),
  pay: (
    'venmo zelle paypal cashapp etransfer interac revolut remitly moneygram gpay alipay paytm upi gcash mpesa ' +
    'chime skrill bitcoin btc usdt crypto eth applepay westernunion emt'
  ).split(' '),
  currency: 'bucks dollars dollar usd cad euros euro quid k grand rupees naira pesos'.split(' '),
};
