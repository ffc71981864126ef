import type { NotificationType } from '@sportsbook/contracts';
import type { TextLanguage } from '../custom-bets/messages.texts';

/** The three texts of a notification type, `{name}` standing for a parameter. */
export interface NotificationTexts {
  title: string;
  caption: string;
  body: string;
}

/** One language's notification texts: every type with its three texts, or the table does not compile. */
export type NotificationCatalogue = Readonly<Record<NotificationType, Readonly<NotificationTexts>>>;

/**
 * The notification texts in each public language, in the web catalogue's terms and form of address
 * (apps/web/messages/<locale>.json); `{ref}`, `{id}` and `{amount}` are filled in when rendered.
 */
export const NOTIFICATION_TEXTS: Readonly<Record<TextLanguage, NotificationCatalogue>> = {
  en: {
    bet_won: { title: 'Bet won', caption: 'Bet #{ref}', body: 'You won {amount}.' },
    bet_refunded: { title: 'Bet refunded', caption: 'Bet #{ref}', body: '{amount} was returned to your balance.' },
    bet_cashed_out: { title: 'Bet cashed out', caption: 'Bet #{ref}', body: '{amount} was added to your balance.' },
    deposit_credited: { title: 'Deposit received', caption: 'Deposit #{id}', body: '{amount} was added to your balance.' },
  },
  de: {
    bet_won: { title: 'Wette gewonnen', caption: 'Wette #{ref}', body: 'Sie haben {amount} gewonnen.' },
    bet_refunded: { title: 'Wette erstattet', caption: 'Wette #{ref}', body: 'Ihrem Guthaben wurden {amount} erstattet.' },
    bet_cashed_out: { title: 'Cash-out erfolgt', caption: 'Wette #{ref}', body: 'Ihrem Guthaben wurden {amount} gutgeschrieben.' },
    deposit_credited: { title: 'Einzahlung erhalten', caption: 'Einzahlung #{id}', body: 'Ihrem Guthaben wurden {amount} gutgeschrieben.' },
  },
  fr: {
    bet_won: { title: 'Pari gagné', caption: 'Pari n° {ref}', body: 'Vous avez gagné {amount}.' },
    bet_refunded: { title: 'Pari remboursé', caption: 'Pari n° {ref}', body: '{amount} recrédités sur votre solde.' },
    bet_cashed_out: { title: 'Cash out effectué', caption: 'Pari n° {ref}', body: '{amount} crédités sur votre solde.' },
    deposit_credited: { title: 'Dépôt reçu', caption: 'Dépôt n° {id}', body: '{amount} crédités sur votre solde.' },
  },
  es: {
    bet_won: { title: 'Apuesta ganada', caption: 'Apuesta #{ref}', body: 'Has ganado {amount}.' },
    bet_refunded: { title: 'Apuesta reembolsada', caption: 'Apuesta #{ref}', body: 'Hemos devuelto {amount} a tu saldo.' },
    bet_cashed_out: { title: 'Cash out realizado', caption: 'Apuesta #{ref}', body: 'Hemos abonado {amount} en tu saldo.' },
    deposit_credited: { title: 'Depósito recibido', caption: 'Depósito #{id}', body: 'Hemos abonado {amount} en tu saldo.' },
  },
  pt: {
    bet_won: { title: 'Aposta ganha', caption: 'Aposta #{ref}', body: 'Ganhou {amount}.' },
    bet_refunded: { title: 'Aposta reembolsada', caption: 'Aposta #{ref}', body: '{amount} devolvidos ao seu saldo.' },
    bet_cashed_out: { title: 'Cash Out efetuado', caption: 'Aposta #{ref}', body: '{amount} creditados no seu saldo.' },
    deposit_credited: { title: 'Depósito recebido', caption: 'Depósito #{id}', body: '{amount} creditados no seu saldo.' },
  },
  it: {
    bet_won: { title: 'Scommessa vinta', caption: 'Scommessa n. {ref}', body: 'Hai vinto {amount}.' },
    bet_refunded: { title: 'Scommessa rimborsata', caption: 'Scommessa n. {ref}', body: '{amount} restituiti sul tuo saldo.' },
    bet_cashed_out: { title: 'Cash out effettuato', caption: 'Scommessa n. {ref}', body: '{amount} accreditati sul tuo saldo.' },
    deposit_credited: { title: 'Deposito ricevuto', caption: 'Deposito n. {id}', body: '{amount} accreditati sul tuo saldo.' },
  },
  nl: {
    bet_won: { title: 'Weddenschap gewonnen', caption: 'Weddenschap #{ref}', body: 'Je hebt {amount} gewonnen.' },
    bet_refunded: { title: 'Weddenschap terugbetaald', caption: 'Weddenschap #{ref}', body: '{amount} is teruggestort op je saldo.' },
    bet_cashed_out: { title: 'Cash-out gelukt', caption: 'Weddenschap #{ref}', body: '{amount} is bijgeschreven op je saldo.' },
    deposit_credited: { title: 'Storting ontvangen', caption: 'Storting #{id}', body: '{amount} is bijgeschreven op je saldo.' },
  },
  pl: {
    bet_won: { title: 'Zakład wygrany', caption: 'Zakład #{ref}', body: 'Wygrywasz {amount}.' },
    bet_refunded: { title: 'Zwrot zakładu', caption: 'Zakład #{ref}', body: '{amount} wróciło na Twoje saldo.' },
    bet_cashed_out: { title: 'Cashout zrealizowany', caption: 'Zakład #{ref}', body: '{amount} trafiło na Twoje saldo.' },
    deposit_credited: { title: 'Wpłata zaksięgowana', caption: 'Wpłata #{id}', body: '{amount} trafiło na Twoje saldo.' },
  },
  cs: {
    bet_won: { title: 'Výherní sázka', caption: 'Sázka #{ref}', body: 'Vyhráli jste {amount}.' },
    bet_refunded: { title: 'Sázka vrácena', caption: 'Sázka #{ref}', body: 'Na váš zůstatek jsme vrátili {amount}.' },
    bet_cashed_out: { title: 'Cashout proveden', caption: 'Sázka #{ref}', body: 'Na váš zůstatek jsme připsali {amount}.' },
    deposit_credited: { title: 'Vklad přijat', caption: 'Vklad #{id}', body: 'Na váš zůstatek jsme připsali {amount}.' },
  },
  sk: {
    bet_won: { title: 'Výherná stávka', caption: 'Stávka #{ref}', body: 'Vyhrali ste {amount}.' },
    bet_refunded: { title: 'Stávka vrátená', caption: 'Stávka #{ref}', body: 'Na váš zostatok sme vrátili {amount}.' },
    bet_cashed_out: { title: 'Cashout vykonaný', caption: 'Stávka #{ref}', body: 'Na váš zostatok sme pripísali {amount}.' },
    deposit_credited: { title: 'Vklad prijatý', caption: 'Vklad #{id}', body: 'Na váš zostatok sme pripísali {amount}.' },
  },
  hu: {
    bet_won: { title: 'Nyertes fogadás', caption: 'Fogadás #{ref}', body: 'Nyereményed: {amount}.' },
    bet_refunded: { title: 'Fogadás visszatérítve', caption: 'Fogadás #{ref}', body: '{amount} visszakerült az egyenlegedre.' },
    bet_cashed_out: { title: 'Cash out kész', caption: 'Fogadás #{ref}', body: '{amount} jóváírva az egyenlegeden.' },
    deposit_credited: { title: 'Befizetés beérkezett', caption: 'Befizetés #{id}', body: '{amount} jóváírva az egyenlegeden.' },
  },
  ro: {
    bet_won: { title: 'Pariu câștigat', caption: 'Pariul #{ref}', body: 'Ai câștigat {amount}.' },
    bet_refunded: { title: 'Pariu rambursat', caption: 'Pariul #{ref}', body: 'Suma de {amount} a revenit în soldul tău.' },
    bet_cashed_out: { title: 'Cashout efectuat', caption: 'Pariul #{ref}', body: 'Ai primit {amount} în sold.' },
    deposit_credited: { title: 'Depunere primită', caption: 'Depunerea #{id}', body: 'Ai primit {amount} în sold.' },
  },
  bg: {
    bet_won: { title: 'Печеливш залог', caption: 'Залог №{ref}', body: 'Спечелихте {amount}.' },
    bet_refunded: { title: 'Възстановен залог', caption: 'Залог №{ref}', body: '{amount} са върнати в наличността ви.' },
    bet_cashed_out: { title: 'Кеш аут на залог', caption: 'Залог №{ref}', body: '{amount} са преведени в наличността ви.' },
    deposit_credited: { title: 'Получен депозит', caption: 'Депозит №{id}', body: '{amount} са преведени в наличността ви.' },
  },
  el: {
    bet_won: { title: 'Κερδισμένο στοίχημα', caption: 'Στοίχημα #{ref}', body: 'Κερδίσατε {amount}.' },
    bet_refunded: { title: 'Επιστροφή στοιχήματος', caption: 'Στοίχημα #{ref}', body: '{amount} επιστράφηκαν στο υπόλοιπό σας.' },
    bet_cashed_out: { title: 'Έγινε Cash Out', caption: 'Στοίχημα #{ref}', body: '{amount} πιστώθηκαν στο υπόλοιπό σας.' },
    deposit_credited: { title: 'Η κατάθεση ελήφθη', caption: 'Κατάθεση #{id}', body: '{amount} πιστώθηκαν στο υπόλοιπό σας.' },
  },
  tr: {
    bet_won: { title: 'Bahis kazandı', caption: 'Bahis #{ref}', body: '{amount} kazandınız.' },
    bet_refunded: { title: 'Bahis iade edildi', caption: 'Bahis #{ref}', body: '{amount} bakiyenize iade edildi.' },
    bet_cashed_out: { title: 'Bahis bozduruldu', caption: 'Bahis #{ref}', body: '{amount} bakiyenize eklendi.' },
    deposit_credited: { title: 'Para yatırma alındı', caption: 'Para yatırma #{id}', body: '{amount} bakiyenize eklendi.' },
  },
  ru: {
    bet_won: { title: 'Ставка выиграла', caption: 'Ставка №{ref}', body: 'Вы выиграли {amount}.' },
    bet_refunded: { title: 'Возврат ставки', caption: 'Ставка №{ref}', body: '{amount} возвращено на баланс.' },
    bet_cashed_out: { title: 'Кэшаут выполнен', caption: 'Ставка №{ref}', body: '{amount} зачислено на баланс.' },
    deposit_credited: { title: 'Пополнение зачислено', caption: 'Пополнение №{id}', body: '{amount} зачислено на баланс.' },
  },
  uk: {
    bet_won: { title: 'Ставка виграла', caption: 'Ставка №{ref}', body: 'Ви виграли {amount}.' },
    bet_refunded: { title: 'Повернення ставки', caption: 'Ставка №{ref}', body: '{amount} повернуто на баланс.' },
    bet_cashed_out: { title: 'Кешаут виконано', caption: 'Ставка №{ref}', body: '{amount} зараховано на баланс.' },
    deposit_credited: { title: 'Поповнення зараховано', caption: 'Поповнення №{id}', body: '{amount} зараховано на баланс.' },
  },
  sr: {
    bet_won: { title: 'Dobitan tiket', caption: 'Tiket br. {ref}', body: 'Osvojili ste {amount}.' },
    bet_refunded: { title: 'Vraćena opklada', caption: 'Tiket br. {ref}', body: 'Na vaše stanje je vraćeno {amount}.' },
    bet_cashed_out: { title: 'Keš aut izvršen', caption: 'Tiket br. {ref}', body: 'Na vaše stanje je uplaćeno {amount}.' },
    deposit_credited: { title: 'Uplata primljena', caption: 'Uplata br. {id}', body: 'Na vaše stanje je uplaćeno {amount}.' },
  },
  hr: {
    bet_won: { title: 'Dobitan listić', caption: 'Listić #{ref}', body: 'Tvoj dobitak: {amount}.' },
    bet_refunded: { title: 'Listić vraćen', caption: 'Listić #{ref}', body: 'Na tvoje stanje vraćeno je {amount}.' },
    bet_cashed_out: { title: 'Cash out proveden', caption: 'Listić #{ref}', body: 'Na tvoje stanje uplaćeno je {amount}.' },
    deposit_credited: { title: 'Uplata primljena', caption: 'Uplata #{id}', body: 'Na tvoje stanje uplaćeno je {amount}.' },
  },
  sl: {
    bet_won: { title: 'Dobitna stava', caption: 'Stava #{ref}', body: 'Dobili ste {amount}.' },
    bet_refunded: { title: 'Stava vrnjena', caption: 'Stava #{ref}', body: 'Na vaše stanje smo vrnili {amount}.' },
    bet_cashed_out: { title: 'Cash out izveden', caption: 'Stava #{ref}', body: 'Na vaše stanje smo pripisali {amount}.' },
    deposit_credited: { title: 'Polog prejet', caption: 'Polog #{id}', body: 'Na vaše stanje smo pripisali {amount}.' },
  },
  sv: {
    bet_won: { title: 'Vunnet spel', caption: 'Spel #{ref}', body: 'Du vann {amount}.' },
    bet_refunded: { title: 'Spel återbetalat', caption: 'Spel #{ref}', body: '{amount} har återbetalats till ditt saldo.' },
    bet_cashed_out: { title: 'Spel utlöst', caption: 'Spel #{ref}', body: '{amount} har satts in på ditt saldo.' },
    deposit_credited: { title: 'Insättning mottagen', caption: 'Insättning #{id}', body: '{amount} har satts in på ditt saldo.' },
  },
  nb: {
    bet_won: { title: 'Spill vunnet', caption: 'Spill #{ref}', body: 'Du vant {amount}.' },
    bet_refunded: { title: 'Spill refundert', caption: 'Spill #{ref}', body: '{amount} er tilbakeført til saldoen din.' },
    bet_cashed_out: { title: 'Spill innløst', caption: 'Spill #{ref}', body: '{amount} er satt inn på saldoen din.' },
    deposit_credited: { title: 'Innskudd mottatt', caption: 'Innskudd #{id}', body: '{amount} er satt inn på saldoen din.' },
  },
  da: {
    bet_won: { title: 'Spil vundet', caption: 'Spil #{ref}', body: 'Du vandt {amount}.' },
    bet_refunded: { title: 'Spil refunderet', caption: 'Spil #{ref}', body: '{amount} er ført tilbage til din saldo.' },
    bet_cashed_out: { title: 'Spil indløst', caption: 'Spil #{ref}', body: '{amount} er sat ind på din saldo.' },
    deposit_credited: { title: 'Indbetaling modtaget', caption: 'Indbetaling #{id}', body: '{amount} er sat ind på din saldo.' },
  },
  fi: {
    bet_won: { title: 'Veto voitti', caption: 'Veto #{ref}', body: 'Voitit {amount}.' },
    bet_refunded: { title: 'Veto palautettu', caption: 'Veto #{ref}', body: '{amount} palautettiin saldollesi.' },
    bet_cashed_out: { title: 'Veto lunastettu', caption: 'Veto #{ref}', body: '{amount} maksettiin saldollesi.' },
    deposit_credited: { title: 'Talletus vastaanotettu', caption: 'Talletus #{id}', body: '{amount} lisättiin saldollesi.' },
  },
  et: {
    bet_won: { title: 'Panus võitis', caption: 'Panus #{ref}', body: 'Võitsid {amount}.' },
    bet_refunded: { title: 'Panus tagastatud', caption: 'Panus #{ref}', body: '{amount} tagastati sinu saldole.' },
    bet_cashed_out: { title: 'Cash out tehtud', caption: 'Panus #{ref}', body: '{amount} kanti sinu saldole.' },
    deposit_credited: { title: 'Sissemakse laekus', caption: 'Sissemakse #{id}', body: '{amount} kanti sinu saldole.' },
  },
  lv: {
    bet_won: { title: 'Likme laimēja', caption: 'Likme #{ref}', body: 'Tu laimēji {amount}.' },
    bet_refunded: { title: 'Likme atmaksāta', caption: 'Likme #{ref}', body: '{amount} atgriezti tavā bilancē.' },
    bet_cashed_out: { title: 'Cash out veikts', caption: 'Likme #{ref}', body: '{amount} ieskaitīti tavā bilancē.' },
    deposit_credited: { title: 'Iemaksa saņemta', caption: 'Iemaksa #{id}', body: '{amount} ieskaitīti tavā bilancē.' },
  },
  lt: {
    bet_won: { title: 'Statymas laimėjo', caption: 'Statymas #{ref}', body: 'Laimėjote {amount}.' },
    bet_refunded: { title: 'Statymas grąžintas', caption: 'Statymas #{ref}', body: '{amount} grąžinta į jūsų likutį.' },
    bet_cashed_out: { title: 'Statymas išgrynintas', caption: 'Statymas #{ref}', body: '{amount} pervesta į jūsų likutį.' },
    deposit_credited: { title: 'Įnešimas gautas', caption: 'Įnešimas #{id}', body: '{amount} pervesta į jūsų likutį.' },
  },
  ar: {
    bet_won: { title: 'ربحت الرهان', caption: 'الرهان #{ref}', body: 'لقد ربحت {amount}.' },
    bet_refunded: { title: 'تم استرداد الرهان', caption: 'الرهان #{ref}', body: 'أُعيد {amount} إلى رصيدك.' },
    bet_cashed_out: { title: 'تم صرف الرهان', caption: 'الرهان #{ref}', body: 'أُضيف {amount} إلى رصيدك.' },
    deposit_credited: { title: 'تم استلام الإيداع', caption: 'الإيداع #{id}', body: 'أُضيف {amount} إلى رصيدك.' },
  },
  he: {
    bet_won: { title: 'זכייה בהימור', caption: 'הימור #{ref}', body: 'זכית ב-{amount}.' },
    bet_refunded: { title: 'החזר הימור', caption: 'הימור #{ref}', body: '{amount} הוחזרו ליתרה שלך.' },
    bet_cashed_out: { title: 'בוצע קאש אאוט', caption: 'הימור #{ref}', body: '{amount} נזקפו ליתרה שלך.' },
    deposit_credited: { title: 'ההפקדה התקבלה', caption: 'הפקדה #{id}', body: '{amount} נזקפו ליתרה שלך.' },
  },
  fa: {
    bet_won: { title: 'شرط برنده شد', caption: 'شرط #{ref}', body: '{amount} برنده شدید.' },
    bet_refunded: { title: 'شرط بازپرداخت شد', caption: 'شرط #{ref}', body: '{amount} به موجودی شما بازگردانده شد.' },
    bet_cashed_out: { title: 'شرط کش‌اوت شد', caption: 'شرط #{ref}', body: '{amount} به موجودی شما واریز شد.' },
    deposit_credited: { title: 'واریز دریافت شد', caption: 'واریز #{id}', body: '{amount} به موجودی شما واریز شد.' },
  },
  ur: {
    bet_won: { title: 'بیٹ جیت گئی', caption: 'بیٹ #{ref}', body: 'آپ نے {amount} جیتے۔' },
    bet_refunded: { title: 'بیٹ کی رقم واپس', caption: 'بیٹ #{ref}', body: '{amount} آپ کے بیلنس میں واپس کر دیے گئے۔' },
    bet_cashed_out: { title: 'بیٹ کیش آؤٹ ہو گئی', caption: 'بیٹ #{ref}', body: '{amount} آپ کے بیلنس میں جمع کر دیے گئے۔' },
    deposit_credited: { title: 'ڈپازٹ موصول ہو گیا', caption: 'ڈپازٹ #{id}', body: '{amount} آپ کے بیلنس میں جمع کر دیے گئے۔' },
  },
  hi: {
    bet_won: { title: 'बेट जीती', caption: 'बेट #{ref}', body: 'आपने {amount} जीते।' },
    bet_refunded: { title: 'बेट रिफ़ंड', caption: 'बेट #{ref}', body: '{amount} आपके बैलेंस में वापस कर दिए गए।' },
    bet_cashed_out: { title: 'बेट कैश आउट हो गई', caption: 'बेट #{ref}', body: '{amount} आपके बैलेंस में जोड़ दिए गए।' },
    deposit_credited: { title: 'जमा प्राप्त हुआ', caption: 'जमा #{id}', body: '{amount} आपके बैलेंस में जोड़ दिए गए।' },
  },
  ja: {
    bet_won: { title: 'ベット的中', caption: 'ベット #{ref}', body: '{amount}を獲得しました。' },
    bet_refunded: { title: 'ベット返金', caption: 'ベット #{ref}', body: '{amount}が残高に返金されました。' },
    bet_cashed_out: { title: 'キャッシュアウト完了', caption: 'ベット #{ref}', body: '{amount}が残高に追加されました。' },
    deposit_credited: { title: '入金完了', caption: '入金 #{id}', body: '{amount}が残高に追加されました。' },
  },
  ko: {
    bet_won: { title: '베팅 적중', caption: '베팅 #{ref}', body: '{amount}을(를) 획득했습니다.' },
    bet_refunded: { title: '베팅 환불', caption: '베팅 #{ref}', body: '{amount}이(가) 잔액으로 환불되었습니다.' },
    bet_cashed_out: { title: '캐시아웃 완료', caption: '베팅 #{ref}', body: '{amount}이(가) 잔액에 추가되었습니다.' },
    deposit_credited: { title: '입금 완료', caption: '입금 #{id}', body: '{amount}이(가) 잔액에 추가되었습니다.' },
  },
  zh: {
    bet_won: { title: '投注已赢', caption: '投注 #{ref}', body: '您赢得了{amount}。' },
    bet_refunded: { title: '投注已退款', caption: '投注 #{ref}', body: '{amount}已退回您的余额。' },
    bet_cashed_out: { title: '投注已提前结算', caption: '投注 #{ref}', body: '{amount}已存入您的余额。' },
    deposit_credited: { title: '存款已到账', caption: '存款 #{id}', body: '{amount}已存入您的余额。' },
  },
  id: {
    bet_won: { title: 'Taruhan menang', caption: 'Taruhan #{ref}', body: 'Anda memenangkan {amount}.' },
    bet_refunded: { title: 'Taruhan dikembalikan', caption: 'Taruhan #{ref}', body: '{amount} telah dikembalikan ke saldo Anda.' },
    bet_cashed_out: { title: 'Taruhan di-cash out', caption: 'Taruhan #{ref}', body: '{amount} telah ditambahkan ke saldo Anda.' },
    deposit_credited: { title: 'Deposit diterima', caption: 'Deposit #{id}', body: '{amount} telah ditambahkan ke saldo Anda.' },
  },
  vi: {
    bet_won: { title: 'Cược thắng', caption: 'Cược #{ref}', body: 'Bạn đã thắng {amount}.' },
    bet_refunded: { title: 'Cược được hoàn tiền', caption: 'Cược #{ref}', body: '{amount} đã được hoàn lại vào số dư của bạn.' },
    bet_cashed_out: { title: 'Đã cash out cược', caption: 'Cược #{ref}', body: '{amount} đã được cộng vào số dư của bạn.' },
    deposit_credited: { title: 'Đã nhận tiền nạp', caption: 'Nạp tiền #{id}', body: '{amount} đã được cộng vào số dư của bạn.' },
  },
  th: {
    bet_won: { title: 'ชนะการเดิมพัน', caption: 'การเดิมพัน #{ref}', body: 'คุณชนะ {amount}' },
    bet_refunded: { title: 'คืนเงินเดิมพัน', caption: 'การเดิมพัน #{ref}', body: 'คืน {amount} เข้ายอดเงินของคุณแล้ว' },
    bet_cashed_out: { title: 'แคชเอาท์แล้ว', caption: 'การเดิมพัน #{ref}', body: 'เพิ่ม {amount} เข้ายอดเงินของคุณแล้ว' },
    deposit_credited: { title: 'ได้รับเงินฝากแล้ว', caption: 'ฝากเงิน #{id}', body: 'เพิ่ม {amount} เข้ายอดเงินของคุณแล้ว' },
  },
  fil: {
    bet_won: { title: 'Panalo ang taya', caption: 'Taya #{ref}', body: 'Nanalo ka ng {amount}.' },
    bet_refunded: { title: 'Ibinalik ang taya', caption: 'Taya #{ref}', body: 'Naibalik ang {amount} sa iyong balanse.' },
    bet_cashed_out: { title: 'Na-cash out ang taya', caption: 'Taya #{ref}', body: 'Naidagdag ang {amount} sa iyong balanse.' },
    deposit_credited: { title: 'Natanggap ang deposit', caption: 'Deposit #{id}', body: 'Naidagdag ang {amount} sa iyong balanse.' },
  },
  ka: {
    bet_won: { title: 'ფსონმა მოიგო', caption: 'ფსონი #{ref}', body: 'თქვენ მოიგეთ {amount}.' },
    bet_refunded: { title: 'ფსონი დაბრუნდა', caption: 'ფსონი #{ref}', body: '{amount} დაგიბრუნდათ ბალანსზე.' },
    bet_cashed_out: { title: 'ქეშაუთი შესრულდა', caption: 'ფსონი #{ref}', body: '{amount} ჩაირიცხა თქვენს ბალანსზე.' },
    deposit_credited: { title: 'შევსება მიღებულია', caption: 'შევსება #{id}', body: '{amount} ჩაირიცხა თქვენს ბალანსზე.' },
  },
  az: {
    bet_won: { title: 'Mərc uddu', caption: 'Mərc #{ref}', body: '{amount} uddunuz.' },
    bet_refunded: { title: 'Mərc qaytarıldı', caption: 'Mərc #{ref}', body: '{amount} balansınıza qaytarıldı.' },
    bet_cashed_out: { title: 'Mərc satıldı', caption: 'Mərc #{ref}', body: '{amount} balansınıza köçürüldü.' },
    deposit_credited: { title: 'Depozit alındı', caption: 'Depozit #{id}', body: '{amount} balansınıza köçürüldü.' },
  },
  kk: {
    bet_won: { title: 'Бәс ұтты', caption: 'Бәс #{ref}', body: 'Сіз {amount} ұттыңыз.' },
    bet_refunded: { title: 'Бәс қайтарылды', caption: 'Бәс #{ref}', body: '{amount} балансыңызға қайтарылды.' },
    bet_cashed_out: { title: 'Кэшаут жасалды', caption: 'Бәс #{ref}', body: '{amount} балансыңызға түсті.' },
    deposit_credited: { title: 'Толтыру қабылданды', caption: 'Толтыру #{id}', body: '{amount} балансыңызға түсті.' },
  },
};
