import { gated, type GatedPattern } from './literal-gate';
/**
 * Money asked for in other languages members write in: "lend me", "send me", "transfer me"
 * or "I need" beside an amount, a currency or the word for money, or a payment app of that
 * country (Pix, Bizum, Paytm, GCash, Toss, WeChat red packets). Lending a charger or sending
 * photos is not money, so each needs the money next to the verb, and a number counts only
 * when no unit of time, pages or photos follows it. Latin-script languages are read on `words`
 * (accents folded), the others on the text as typed, since folding turns Cyrillic into look-alikes.
 */

/** Units after a number that make it not money, in the languages below. */
const UNITS = String.raw`fotos?|minutos?|mins?|horas?|dias?|paginas?|photos?|minutes?|heures?|jours?|pages?|minuten|stunden|tage|seiten|bilder|minuti|ore|giorni|pagine|foto|dakika|saat|gun|sayfa|resim|hours?|days?|ghante|din|oras|araw|litrato|pics?|km|kg|%`;
const NUM = String.raw`(?<![\d.,:])(?:[$€£₹₱]\s?)?[1-9]\d{1,6}(?:[.,]\d+)?(?![\d%:])(?!\s?(?:${UNITS})(?![a-z]))`;
/** A number or a word for money within a few words. */
const money = (words: string) => String.raw`[^.!?\n]{0,30}?(?:${NUM}|(?<![a-z])(?:${words})(?![a-z]))`;

/**
 * Each language's pattern behind a gate of the words it cannot match without (literal-gate.ts),
 * derived from the pattern itself: one list of stems written beside them had drifted from them
 * ("me das 50", "mi anticipi 30 euro" never reached their patterns) and opened every pattern on
 * English words ("guide", "profile", "password").
 */
const LATIN: [pattern: string, re: GatedPattern][] = [
  [
    'financial_request_es',
    gated(
      new RegExp(
        String.raw`(?<![a-z])(?:me|nos) (?:puedes |podrias |podes |pueden |puede |quieres |quisieras |vas a )?(?:prestar|presta|prestas|prestes|mandar|manda|mandas|mandes|enviar|envia|envias|envies|pasar|pasas|pases|depositar|deposita|depositas|transferir|transfiere|transfieres|dar|das|yapear|yapeas|ayudas|ayudar|ayudes|echas la mano)(?![a-z])${money('dinero|plata|lana|pesos|euros|dolares|feria|bizum|transferencia|venmo|yape|renta|alquiler|cuenta del')}|(?<![a-z])(?:prestame|mandame|enviame|pasame|depositame|transfiereme|dame|yapeame|prestarme|mandarme|enviarme|pasarme|depositarme|transferirme|darme)(?![a-z])${money('dinero|plata|lana|pesos|euros|dolares|feria')}|(?<![a-z])(?:hazme|me haces|me hace|me puedes hacer|haceme) (?:una transferencia|un bizum|un deposito|un yape|un giro)|(?<![a-z])necesito (?:urgente )?(?:dinero|plata|lana|${NUM})|(?:cartera|billetera|dinero|plata|comer|renta|alquiler)(?![a-z])[^\n]{0,60}?(?:me echas (?:la|una) mano|me puedes ayudar|me ayudas)(?![a-z])`,
      ),
    ),
  ],
  [
    'financial_request_pt',
    gated(
      new RegExp(
        String.raw`(?<![a-z])me (?:empresta|emprestar|emprestas|manda|mandar|envia|enviar|passa|passar|transfere|transferir|deposita|da|dar|arruma|arrumar|ajuda com|ajudar com|ajuda a pagar)(?![a-z])${money('dinheiro|grana|reais|pix|real')}|(?<![a-z])(?:faz|faca|faz ai|manda|mandar|envia|passa|me faz) (?:um )?pix(?![a-z])|(?:dolares|reais|${NUM})[^.!?\n]{0,40}?(?:voce |vc )?me ajuda(?![a-z])|(?:no|via|pelo|por|pro) pix(?![a-z])[^.!?\n]{0,10}?${NUM}|${NUM}[^.!?\n]{0,10}?(?:no|via|pelo|por|pro) pix(?![a-z])|(?<![a-z])preciso de (?:dinheiro|grana|${NUM})`,
      ),
    ),
  ],
  [
    'financial_request_fr',
    gated(
      new RegExp(
        String.raw`(?<![a-z])(?:me |m')(?:preter|pretes|prete|pretez|envoyer|envoies|envoie|envoyez|virer|vires|vire|donner|donnes|filer|files|file|avancer|avances|depanner|depannes|aider|aides|aidez)(?![a-z])${money("argent|d'argent|balles|euros|thunes|fric|sous|virement|tune|loyer|facture")}|(?<![a-z])(?:prete|envoie|file|vire|donne|avance)-?moi${money('argent|balles|euros|thunes|fric|sous|virement')}|(?<![a-z])(?:fais|faire|fait|faites)-?(?:moi)? un virement|besoin (?:urgent )?(?:d'argent|de fric|de thunes|de sous|de ${NUM})`,
      ),
    ),
  ],
  [
    'financial_request_it',
    gated(
      new RegExp(
        String.raw`(?<![a-z])mi (?:presti|prestate|presteresti|puoi prestare|mandi|manderesti|puoi mandare|invii|puoi inviare|fai|faresti|ricarichi|dai|daresti|anticipi)(?![a-z])${money('soldi|euro|bonifico|ricarica|satispay|paypal')}|(?<![a-z])(?:prestami|mandami|ricaricami|dammi|anticipami)(?![a-z])${money('soldi|euro')}|ho bisogno di (?:soldi|${NUM})`,
      ),
    ),
  ],
  [
    'financial_request_de',
    gated(
      new RegExp(
        String.raw`(?<![a-z])(?:kannst|konntest|koenntest|wurdest|wuerdest|magst) du mir(?=[^.!?\n]{0,30}?(?:${NUM}|geld|euro|kohle|knete))[^.!?\n]{0,30}?(?:leihen|borgen|uberweisen|ueberweisen|schicken|senden|geben|vorstrecken|auslegen|pumpen|paypalen)|(?<![a-z])(?:leih|borg|schick|uberweis|ueberweis|gib) mir${money('geld|euro|kohle|knete')}|ich brauche (?:dringend )?(?:geld|${NUM} ?(?:euro|€)?)(?![a-z])`,
      ),
    ),
  ],
  [
    'financial_request_tr',
    gated(
      new RegExp(
        String.raw`(?<![a-z])bana[^.!?\n]{0,20}?(?:${NUM}|para|borc)[^.!?\n]{0,25}?(?:gonder|yolla|at(?:ar|abilir|sana)|ver(?:ir|ebilir|sene)?|havale|eft|iban)|(?<![a-z])borc (?:ver|verir|verebilir|para)|(?<![a-z])(?:para|${NUM} ?(?:lira|tl)?) lazim`,
      ),
    ),
  ],
  [
    'financial_request_hi',
    gated(
      new RegExp(
        String.raw`(?<![a-z])(?:paise|paisa|pese|rupaye|rupay|rupees|rs|${NUM})(?![a-z])[^.!?\n]{0,30}?(?<![a-z])(?:de do|dedo|de sakte|de sakti|chahiye|chahie|chaiye|bhejo|bhej do|bhejna|bhej sakte|bhej sakti|bhej doge|bhej dogi|transfer kar|kar do|kardo|udhaa?r)(?![a-z])|(?<![a-z])udhaa?r(?![a-z])[^.!?\n]{0,20}?(?:de|dedo|chahiye|milega|do)(?![a-z])|(?<![a-z])(?:dawai|dawaiyan|salary|scholarship|kiraya|rent|fees|paise)(?![a-z])[^\n]{0,80}?(?<![a-z])(?:help|madad) kar (?:do|dogi|doge|dijiye|sakte|sakti|sakoge|sakogi)(?![a-z])|(?:paytm|gpay|phonepe|upi)[^.!?\n]{0,15}?(?:kar do|kardo|karo|bhej|${NUM})`,
      ),
    ),
  ],
  [
    'financial_request_tl',
    gated(
      new RegExp(
        String.raw`(?<![a-z])(?:pautang|pautangin|utang|pahiram|pahiramin|pahingi|padala|pasend|pa[- ]?gcash|pa[- ]?load|gcash mo|send mo)(?![a-z])${money('pera|piso|php|pesos|gcash|load')}|(?<![a-z])(?:ikaw|ikw) (?:na |lang |nalang |muna |nga )*(?:mag ?bayad|sumagot|bumayad|sagot)(?![a-z])|(?<![a-z])(?:tulungan|tulong)(?: mo)?(?: ako| akong)? (?:sa|with|sa pag ?bayad ng) (?:rent|upa|bayad|renta|tuition|bills?)(?![a-z])`,
      ),
    ),
  ],
  [
    'financial_request_pl',
    // "mozesz mi przelac 200 dolarow", "pozycz mi stowe"
    gated(
      new RegExp(
        String.raw`(?<![a-z])(?:przelej|przelac|przelesz|pozycz|pozyczysz|pozyczyc|wyslij|wyslesz|daj|dasz)(?: mi)?${money('zl|zlotych|dolarow|kase|pieniadze|pieniedzy|blik|konto|stowe')}`,
      ),
    ),
  ],
  [
    'financial_request_vi',
    // "chuyển cho em 150", "cho anh mượn 200", "gửi em ít tiền" (accents folded on words)
    gated(
      new RegExp(
        String.raw`(?<![a-z])(?:chuyen|gui|cho)(?: giup| dum)? (?:cho )?(?:em|anh|minh|toi|tao|chi)(?: muon)?${money('tien|do|dola|dong|k|trieu|e-?transfer')}|(?<![a-z])cho (?:em|anh|minh|toi|chi) muon(?![a-z])`,
      ),
    ),
  ],
  [
    'financial_request_sw',
    // "nisaidie na pesa kidogo", "nikopeshe elfu mbili", "nitumie pesa"
    gated(
      new RegExp(
        String.raw`(?<![a-z])(?:nisaidie|unisaidie|nikopeshe|nitumie|nipe|niazime)(?![a-z])${money('pesa|hela|shilingi|elfu|kodi|ada')}|(?<![a-z])(?:pesa|kodi|dawa|ada)(?![a-z])[^\n]{0,80}?(?<![a-z])(?:nisaidie|unisaidie|nikopeshe)(?![a-z])`,
      ),
    ),
  ],
  [
    'financial_request_fa',
    // "kerayeye khoonamo hesab koni?", "pool behem gharz midi?"
    gated(
      new RegExp(
        String.raw`(?<![a-z])(?:pool|poul|kerayeh?|kerayeye|ejare|ghest)(?![a-z])[^.!?\n]{0,30}?(?:hesab koni|hesab mikoni|gharz (?:bedi|midi|bede)|behem bedi|behem midi|bede behem|bedi behem|variz kon|kart be kart)|(?<![a-z])gharz (?:bedi|midi|bede)(?![a-z])`,
      ),
    ),
  ],
  [
    'financial_request_ar',
    // "te2dar tsa3edni bi shwayet flous", "3tini flous", "ana mehtaj flous" (Arabizi)
    gated(
      new RegExp(
        String.raw`(?<![a-z])(?:flous|fulus|floos|masari|masaari|ful[ou]s)(?![a-z])[^.!?\n]{0,40}?(?:t?sa3edni|t?saa3edni|t?sa3dni|3tini|a3tini|ta3tini|sallef(?:ni)?|tsallefni|dayyenni|ab3atli|3atini)|(?:t?sa3edni|t?saa3edni|3tini|a3tini|sallefni|tsallefni|dayyenni|ab3atli)(?![a-z])[^.!?\n]{0,30}?(?:flous|fulus|floos|masari|ijar|\d{2,})|(?<![a-z])mehtaj (?:shwayet |shwaya )?(?:flous|fulus|floos|masari)(?![a-z])`,
      ),
    ),
  ],
];

/** Scripts other than Latin, read as typed: Cyrillic, Devanagari letters, Chinese, Korean. */
export const OTHER_SCRIPT = /[\u0400-\u04ff\u0904-\u0939\u4e00-\u9fff\uac00-\ud7af]/;
/** `OTHER_SCRIPT.test`, as a loop: nearly every character is below U+0400 and costs one comparison. */
export function holdsOtherScript(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x400) continue;
    if (c <= 0x4ff || (c >= 0x904 && c <= 0x939) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af))
      return true;
  }
  return false;
}
const AS_TYPED: [pattern: string, re: RegExp][] = [
  [
    'financial_request_zh',
    /(?:借|转|汇|打|发)(?:给)?我[^。！？\n]{0,10}?(?:\d+\s*(?:块|元|万|rmb|美元|刀)|\d{2,}(?![\d个张页分小天次份])|钱|红包)|(?:给我|帮我)(?:转|发|汇|打)[^。！？\n]{0,10}?(?:\d+\s*(?:块|元|万)|\d{2,}(?![\d个张页分小天次份])|钱|红包)|借(?:点|些|一点|我点)?钱|发(?:个|一个)?红包给我|(?:帮我|给我|替我)(?:先)?(?:垫|付|交)(?:一下|一点|付|上)?|买[^。！？\n]{0,12}?礼品卡|礼品卡[^。！？\n]{0,25}?(?:卡号|发给我|拍照)|(?:医药费|房租|学费|银行卡被冻结|吃饭都成问题)[^\n]{0,40}?(?:帮帮我|帮我一下|帮忙|借我)|(?:房租|学费|账单|医药费)[^。！？\n]{0,15}?(?:帮我|借我|能借|可以借|帮忙)(?:付|交|出|垫)?/,
  ],
  [
    'financial_request_ko',
    // "주셨" and "주었" are told in the past ("엄마가 용돈 보내주셨어", mum sent my allowance), not asked.
    /(?:기프트\s?카드|상품권)[^\n]{0,25}?(?:사서|사 ?줘|사 ?줄|코드)|(?:\d+\s*만?\s*원|돈|토스로|카카오페이로?|계좌로?)[^\n]{0,20}?(?:빌려|꿔|보내|송금|입금|이체|쏴)\s?(?:주(?!셨|었)|줘|줄|달)|(?:빌려|꿔|보내|송금|입금|이체|쏴)\s?(?:주(?!셨|었)|줘|줄|달)[^\n]{0,20}?(?:\d+\s*만?\s*원|돈)/,
  ],
  [
    'financial_request_ru',
    /(?:скинь|скиньте|скинешь|пришли|пришлите|переведи|переведите|переведёшь|переведешь|одолжи|одолжите|займи|займёшь|займешь|дай|дайте|вышли|отправь|отправьте|кинь)[^.!?\n]{0,25}?(?:\d{2,}(?!\s?(?:мин|час|фот|стр|дн|сек|шт))|денег|деньги|руб|₽|на карту|на сбер|на киви|на тинькофф|тысяч|косар)|помоги(?:те)?[^.!?\n]{0,20}?(?:с оплатой|с деньгами|деньгами|оплатить|заплатить)|(?:код|коды) из (?:смс|sms) от банка/i,
  ],
  [
    'financial_request_uk',
    // Ukrainian: "штраф 250… можеш допомогти?", "допоможи з орендою"
    /(?:штраф|оренд|оплат|гроші|грошей|\d{2,})[^\n]{0,80}?(?:можеш|можете|зможеш)[^\n]{0,20}?допомог|допоможи(?:те)?[^.!?\n]{0,30}?(?:грошима|з оплатою|з орендою|зі штрафом)|(?:позич|позичити|скинь|переведи)[^.!?\n]{0,25}?(?:\d{2,}|гроші|грошей|гривень|на карту)/i,
  ],
  ['financial_request_hi', /(?:पैसे|पैसा|रुपये|रुपए|₹|\d{2,})[^।.!?\n]{0,30}?(?:दे दो|देदो|भेज दो|भेजो|भेज सकते|चाहिए|उधार)/],
];

/** The languages money is asked for in, by pattern name. */
export function foreignAsks(words: string, original: string): string[] {
  const found: string[] = [];
  for (const [pattern, re] of LATIN) if (re.test(words)) found.push(pattern);
  if (holdsOtherScript(original)) {
    for (const [pattern, re] of AS_TYPED) if (!found.includes(pattern) && re.test(original)) found.push(pattern);
  }
  return found;
}
