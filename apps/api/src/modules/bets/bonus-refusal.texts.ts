import type { TextLanguage } from '../custom-bets/messages.texts';

/** The three bonus refusal texts, by what the player can do about it (bonusRefusalText). */
export type BonusRefusalText = 'used' | 'closed' | 'conditions';

/** One language's bonus refusal texts: all three, or the table does not compile. */
export type BonusRefusalTexts = Readonly<Record<BonusRefusalText, string>>;

/** The bonus refusal texts in each public language, in the web catalogue's terms and form of address. */
export const BONUS_REFUSAL_TEXTS: Readonly<Record<TextLanguage, BonusRefusalTexts>> = {
  en: { used: 'This bonus has already been used.', closed: 'This bonus is no longer available.', conditions: 'This bet does not meet the conditions of the bonus.' },
  de: { used: 'Dieser Bonus wurde bereits verwendet.', closed: 'Dieser Bonus ist nicht mehr verfügbar.', conditions: 'Diese Wette erfüllt die Bonusbedingungen nicht.' },
  fr: { used: 'Ce bonus a déjà été utilisé.', closed: 'Ce bonus n’est plus disponible.', conditions: 'Ce pari ne remplit pas les conditions du bonus.' },
  es: { used: 'Este bono ya se ha utilizado.', closed: 'Este bono ya no está disponible.', conditions: 'Esta apuesta no cumple las condiciones del bono.' },
  pt: { used: 'Este bónus já foi utilizado.', closed: 'Este bónus já não está disponível.', conditions: 'Esta aposta não cumpre as condições do bónus.' },
  it: { used: 'Questo bonus è già stato utilizzato.', closed: 'Questo bonus non è più disponibile.', conditions: 'Questa scommessa non soddisfa le condizioni del bonus.' },
  nl: { used: 'Deze bonus is al gebruikt.', closed: 'Deze bonus is niet meer beschikbaar.', conditions: 'Deze weddenschap voldoet niet aan de bonusvoorwaarden.' },
  pl: { used: 'Ten bonus został już wykorzystany.', closed: 'Ten bonus nie jest już dostępny.', conditions: 'Ten zakład nie spełnia warunków bonusu.' },
  cs: { used: 'Tento bonus už byl využit.', closed: 'Tento bonus už není k dispozici.', conditions: 'Tato sázka nesplňuje podmínky bonusu.' },
  sk: { used: 'Tento bonus už bol využitý.', closed: 'Tento bonus už nie je k dispozícii.', conditions: 'Táto stávka nespĺňa podmienky bonusu.' },
  hu: { used: 'Ezt a bónuszt már felhasználtad.', closed: 'Ez a bónusz már nem érhető el.', conditions: 'Ez a fogadás nem felel meg a bónusz feltételeinek.' },
  ro: { used: 'Acest bonus a fost deja folosit.', closed: 'Acest bonus nu mai este disponibil.', conditions: 'Acest pariu nu îndeplinește condițiile bonusului.' },
  bg: { used: 'Този бонус вече е използван.', closed: 'Този бонус вече не е достъпен.', conditions: 'Този залог не отговаря на условията на бонуса.' },
  el: { used: 'Αυτό το μπόνους έχει ήδη χρησιμοποιηθεί.', closed: 'Αυτό το μπόνους δεν είναι πλέον διαθέσιμο.', conditions: 'Αυτό το στοίχημα δεν πληροί τους όρους του μπόνους.' },
  tr: { used: 'Bu bonus zaten kullanıldı.', closed: 'Bu bonus artık mevcut değil.', conditions: 'Bu bahis bonus koşullarını karşılamıyor.' },
  ru: { used: 'Этот бонус уже использован.', closed: 'Этот бонус больше недоступен.', conditions: 'Эта ставка не соответствует условиям бонуса.' },
  uk: { used: 'Цей бонус уже використано.', closed: 'Цей бонус більше не доступний.', conditions: 'Ця ставка не відповідає умовам бонусу.' },
  sr: { used: 'Ovaj bonus je već iskorišćen.', closed: 'Ovaj bonus više nije dostupan.', conditions: 'Ova opklada ne ispunjava uslove bonusa.' },
  hr: { used: 'Ovaj je bonus već iskorišten.', closed: 'Ovaj bonus više nije dostupan.', conditions: 'Ovaj listić ne ispunjava uvjete bonusa.' },
  sl: { used: 'Ta bonus je že porabljen.', closed: 'Ta bonus ni več na voljo.', conditions: 'Ta stava ne izpolnjuje pogojev bonusa.' },
  sv: { used: 'Den här bonusen har redan använts.', closed: 'Den här bonusen är inte längre tillgänglig.', conditions: 'Det här spelet uppfyller inte bonusvillkoren.' },
  nb: { used: 'Denne bonusen er allerede brukt.', closed: 'Denne bonusen er ikke lenger tilgjengelig.', conditions: 'Dette spillet oppfyller ikke bonusvilkårene.' },
  da: { used: 'Denne bonus er allerede brugt.', closed: 'Denne bonus er ikke længere tilgængelig.', conditions: 'Dette spil opfylder ikke bonusbetingelserne.' },
  fi: { used: 'Tämä bonus on jo käytetty.', closed: 'Tämä bonus ei ole enää saatavilla.', conditions: 'Tämä veto ei täytä bonuksen ehtoja.' },
  et: { used: 'See boonus on juba kasutatud.', closed: 'See boonus pole enam saadaval.', conditions: 'See panus ei vasta boonuse tingimustele.' },
  lv: { used: 'Šis bonuss jau ir izmantots.', closed: 'Šis bonuss vairs nav pieejams.', conditions: 'Šī likme neatbilst bonusa nosacījumiem.' },
  lt: { used: 'Ši premija jau panaudota.', closed: 'Ši premija nebepasiekiama.', conditions: 'Šis statymas neatitinka premijos sąlygų.' },
  ar: { used: 'تم استخدام هذه المكافأة بالفعل.', closed: 'لم تعد هذه المكافأة متاحة.', conditions: 'هذا الرهان لا يستوفي شروط المكافأة.' },
  he: { used: 'בונוס זה כבר נוצל.', closed: 'בונוס זה כבר אינו זמין.', conditions: 'הימור זה אינו עומד בתנאי הבונוס.' },
  fa: { used: 'این بونوس قبلاً استفاده شده است.', closed: 'این بونوس دیگر در دسترس نیست.', conditions: 'این شرط شرایط بونوس را ندارد.' },
  ur: { used: 'یہ بونس پہلے ہی استعمال ہو چکا ہے۔', closed: 'یہ بونس اب دستیاب نہیں۔', conditions: 'یہ بیٹ بونس کی شرائط پوری نہیں کرتی۔' },
  hi: { used: 'यह बोनस पहले ही इस्तेमाल हो चुका है।', closed: 'यह बोनस अब उपलब्ध नहीं है।', conditions: 'यह बेट बोनस की शर्तें पूरी नहीं करती।' },
  ja: { used: 'このボーナスはすでに使用されています。', closed: 'このボーナスはご利用いただけなくなりました。', conditions: 'このベットはボーナスの条件を満たしていません。' },
  ko: { used: '이 보너스는 이미 사용되었습니다.', closed: '이 보너스는 더 이상 이용할 수 없습니다.', conditions: '이 베팅은 보너스 조건을 충족하지 않습니다.' },
  zh: { used: '此奖金已被使用。', closed: '此奖金已不可用。', conditions: '此投注不符合奖金的使用条件。' },
  id: { used: 'Bonus ini sudah digunakan.', closed: 'Bonus ini sudah tidak tersedia.', conditions: 'Taruhan ini tidak memenuhi syarat bonus.' },
  vi: { used: 'Khoản thưởng này đã được sử dụng.', closed: 'Khoản thưởng này không còn khả dụng.', conditions: 'Cược này không đáp ứng điều kiện của khoản thưởng.' },
  th: { used: 'โบนัสนี้ถูกใช้ไปแล้ว', closed: 'โบนัสนี้ไม่พร้อมใช้งานแล้ว', conditions: 'การเดิมพันนี้ไม่เป็นไปตามเงื่อนไขของโบนัส' },
  fil: { used: 'Nagamit na ang bonus na ito.', closed: 'Hindi na available ang bonus na ito.', conditions: 'Hindi pasok ang tayang ito sa mga kondisyon ng bonus.' },
  ka: { used: 'ეს ბონუსი უკვე გამოყენებულია.', closed: 'ეს ბონუსი აღარ არის ხელმისაწვდომი.', conditions: 'ეს ფსონი ბონუსის პირობებს არ აკმაყოფილებს.' },
  az: { used: 'Bu bonus artıq istifadə edilib.', closed: 'Bu bonus artıq əlçatan deyil.', conditions: 'Bu mərc bonusun şərtlərinə uyğun deyil.' },
  kk: { used: 'Бұл бонус пайдаланылып қойған.', closed: 'Бұл бонус енді қолжетімсіз.', conditions: 'Бұл бәс бонус шарттарына сәйкес келмейді.' },
};
