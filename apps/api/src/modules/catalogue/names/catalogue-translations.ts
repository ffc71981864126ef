/**
 * Catalogue names per public-channel language (PUBLIC_LANGUAGES of @sportsbook/contracts): what the
 * API serves for `accept-language` (modules/catalogue/names). English is the seeded name; a language
 * without an entry shows the English one. Categories with an ISO 3166 country code are named by
 * Intl.DisplayNames and are not listed here.
 *
 * Names are written as that market's sportsbooks and sports press write them. An entry is left out
 * where it would equal the English name (e.g. de 'Tennis', sv 'Cricket', es 'LaLiga').
 * `sr` is Serbian in Latin script (sr-Latn-ME); `zh` is Simplified Chinese; `nb` is Bokmål.
 * `pt` is one channel for Portugal and Brazil: it takes the Brazilian forms where the two differ
 * (Tênis, Basquete, Vôlei, Tênis de mesa, Críquete; pt-PT would write Ténis, Basquetebol, Voleibol,
 * Ténis de mesa).
 * `fil` keeps English where Filipino sportsbooks do (Ice Hockey, Table Tennis, Cricket, the
 * tournaments, International Clubs).
 */
export type NameTable = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** By sport key. The e-sports (cs2, dota2, lol) are brand names and stay English. */
export const SPORT_NAMES: NameTable = {
  football: {
    de: 'Fußball', es: 'Fútbol', pt: 'Futebol', it: 'Calcio', nl: 'Voetbal', pl: 'Piłka nożna',
    cs: 'Fotbal', sk: 'Futbal', hu: 'Labdarúgás', ro: 'Fotbal', bg: 'Футбол', el: 'Ποδόσφαιρο', tr: 'Futbol',
    ru: 'Футбол', uk: 'Футбол', sr: 'Fudbal', hr: 'Nogomet', sl: 'Nogomet', sv: 'Fotboll', nb: 'Fotball',
    da: 'Fodbold', fi: 'Jalkapallo', et: 'Jalgpall', lv: 'Futbols', lt: 'Futbolas', ar: 'كرة القدم',
    he: 'כדורגל', fa: 'فوتبال', ur: 'فٹ بال', hi: 'फ़ुटबॉल', ja: 'サッカー', ko: '축구', zh: '足球',
    id: 'Sepak bola', vi: 'Bóng đá', th: 'ฟุตบอล', fil: 'Putbol', ka: 'ფეხბურთი', az: 'Futbol', kk: 'Футбол',
  },
  tennis: {
    es: 'Tenis', pt: 'Tênis', pl: 'Tenis', cs: 'Tenis', sk: 'Tenis', hu: 'Tenisz', ro: 'Tenis',
    bg: 'Тенис', el: 'Τένις', tr: 'Tenis', ru: 'Теннис', uk: 'Теніс', sr: 'Tenis', hr: 'Tenis', sl: 'Tenis',
    lv: 'Teniss', lt: 'Tenisas', ar: 'التنس', he: 'טניס', fa: 'تنیس', ur: 'ٹینس', hi: 'टेनिस', ja: 'テニス',
    ko: '테니스', zh: '网球', id: 'Tenis', vi: 'Quần vợt', th: 'เทนนิส', fil: 'Tenis', ka: 'ჩოგბურთი',
    kk: 'Теннис',
  },
  basketball: {
    fr: 'Basket-ball', es: 'Baloncesto', pt: 'Basquete', it: 'Basket', nl: 'Basketbal', pl: 'Koszykówka',
    cs: 'Basketbal', sk: 'Basketbal', hu: 'Kosárlabda', ro: 'Baschet', bg: 'Баскетбол', el: 'Μπάσκετ',
    tr: 'Basketbol', ru: 'Баскетбол', uk: 'Баскетбол', sr: 'Košarka', hr: 'Košarka', sl: 'Košarka',
    sv: 'Basket', fi: 'Koripallo', et: 'Korvpall', lv: 'Basketbols', lt: 'Krepšinis', ar: 'كرة السلة',
    he: 'כדורסל', fa: 'بسکتبال', ur: 'باسکٹ بال', hi: 'बास्केटबॉल', ja: 'バスケットボール', ko: '농구',
    zh: '篮球', id: 'Bola basket', vi: 'Bóng rổ', th: 'บาสเกตบอล', fil: 'Basketbol', ka: 'კალათბურთი',
    az: 'Basketbol', kk: 'Баскетбол',
  },
  'ice-hockey': {
    de: 'Eishockey', fr: 'Hockey sur glace', es: 'Hockey sobre hielo', pt: 'Hóquei no gelo',
    it: 'Hockey su ghiaccio', nl: 'IJshockey', pl: 'Hokej na lodzie', cs: 'Lední hokej', sk: 'Ľadový hokej',
    hu: 'Jégkorong', ro: 'Hochei pe gheață', bg: 'Хокей на лед', el: 'Χόκεϊ επί πάγου', tr: 'Buz hokeyi',
    ru: 'Хоккей', uk: 'Хокей', sr: 'Hokej na ledu', hr: 'Hokej na ledu', sl: 'Hokej na ledu', sv: 'Ishockey',
    nb: 'Ishockey', da: 'Ishockey', fi: 'Jääkiekko', et: 'Jäähoki', lv: 'Hokejs', lt: 'Ledo ritulys',
    ar: 'هوكي الجليد', he: 'הוקי קרח', fa: 'هاکی روی یخ', ur: 'آئس ہاکی', hi: 'आइस हॉकी',
    ja: 'アイスホッケー', ko: '아이스하키', zh: '冰球', id: 'Hoki es', vi: 'Khúc côn cầu trên băng',
    th: 'ฮอกกี้น้ำแข็ง', ka: 'ყინულის ჰოკეი', az: 'Buz hokkeyi', kk: 'Хоккей',
  },
  volleyball: {
    fr: 'Volley-ball', es: 'Voleibol', pt: 'Vôlei', it: 'Pallavolo', nl: 'Volleybal', pl: 'Siatkówka',
    cs: 'Volejbal', sk: 'Volejbal', hu: 'Röplabda', ro: 'Volei', bg: 'Волейбол', el: 'Βόλεϊ', tr: 'Voleybol',
    ru: 'Волейбол', uk: 'Волейбол', sr: 'Odbojka', hr: 'Odbojka', sl: 'Odbojka', sv: 'Volleyboll',
    fi: 'Lentopallo', et: 'Võrkpall', lv: 'Volejbols', lt: 'Tinklinis', ar: 'الكرة الطائرة', he: 'כדורעף',
    fa: 'والیبال', ur: 'والی بال', hi: 'वॉलीबॉल', ja: 'バレーボール', ko: '배구', zh: '排球', id: 'Bola voli',
    vi: 'Bóng chuyền', th: 'วอลเลย์บอล', fil: 'Balibol', ka: 'ფრენბურთი', az: 'Voleybol', kk: 'Волейбол',
  },
  'table-tennis': {
    de: 'Tischtennis', fr: 'Tennis de table', es: 'Tenis de mesa', pt: 'Tênis de mesa', it: 'Tennistavolo',
    nl: 'Tafeltennis', pl: 'Tenis stołowy', cs: 'Stolní tenis', sk: 'Stolný tenis', hu: 'Asztalitenisz',
    ro: 'Tenis de masă', bg: 'Тенис на маса', el: 'Πινγκ πονγκ', tr: 'Masa tenisi', ru: 'Настольный теннис',
    uk: 'Настільний теніс', sr: 'Stoni tenis', hr: 'Stolni tenis', sl: 'Namizni tenis', sv: 'Bordtennis',
    nb: 'Bordtennis', da: 'Bordtennis', fi: 'Pöytätennis', et: 'Lauatennis', lv: 'Galda teniss',
    lt: 'Stalo tenisas', ar: 'تنس الطاولة', he: 'טניס שולחן', fa: 'تنیس روی میز', ur: 'ٹیبل ٹینس',
    hi: 'टेबल टेनिस', ja: '卓球', ko: '탁구', zh: '乒乓球', id: 'Tenis meja', vi: 'Bóng bàn',
    th: 'เทเบิลเทนนิส', ka: 'მაგიდის ჩოგბურთი', az: 'Stolüstü tennis', kk: 'Үстел теннисі',
  },
  cricket: {
    es: 'Críquet', pt: 'Críquete', pl: 'Krykiet', cs: 'Kriket', sk: 'Kriket', hu: 'Krikett', ro: 'Crichet',
    bg: 'Крикет', el: 'Κρίκετ', tr: 'Kriket', ru: 'Крикет', uk: 'Крикет', sr: 'Kriket', hr: 'Kriket',
    sl: 'Kriket', fi: 'Kriketti', et: 'Kriket', lv: 'Krikets', lt: 'Kriketas', ar: 'الكريكيت', he: 'קריקט',
    fa: 'کریکت', ur: 'کرکٹ', hi: 'क्रिकेट', ja: 'クリケット', ko: '크리켓', zh: '板球', id: 'Kriket',
    th: 'คริกเก็ต', ka: 'კრიკეტი', az: 'Kriket', kk: 'Крикет',
  },
};

/** Categories without a country code, by their English name. */
export const CATEGORY_NAMES: NameTable = {
  England: {
    fr: 'Angleterre', es: 'Inglaterra', pt: 'Inglaterra', it: 'Inghilterra', nl: 'Engeland', pl: 'Anglia',
    cs: 'Anglie', sk: 'Anglicko', hu: 'Anglia', ro: 'Anglia', bg: 'Англия', el: 'Αγγλία', tr: 'İngiltere',
    ru: 'Англия', uk: 'Англія', sr: 'Engleska', hr: 'Engleska', sl: 'Anglija', fi: 'Englanti',
    et: 'Inglismaa', lv: 'Anglija', lt: 'Anglija', ar: 'إنجلترا', he: 'אנגליה', fa: 'انگلیس', ur: 'انگلینڈ',
    hi: 'इंग्लैंड', ja: 'イングランド', ko: '잉글랜드', zh: '英格兰', id: 'Inggris', vi: 'Anh', th: 'อังกฤษ',
    fil: 'Inglatera', ka: 'ინგლისი', az: 'İngiltərə', kk: 'Англия',
  },
  Europe: {
    de: 'Europa', es: 'Europa', pt: 'Europa', it: 'Europa', nl: 'Europa', pl: 'Europa', cs: 'Evropa',
    sk: 'Európa', hu: 'Európa', ro: 'Europa', bg: 'Европа', el: 'Ευρώπη', tr: 'Avrupa', ru: 'Европа',
    uk: 'Європа', sr: 'Evropa', hr: 'Europa', sl: 'Evropa', sv: 'Europa', nb: 'Europa', da: 'Europa',
    fi: 'Eurooppa', et: 'Euroopa', lv: 'Eiropa', lt: 'Europa', ar: 'أوروبا', he: 'אירופה', fa: 'اروپا',
    ur: 'یورپ', hi: 'यूरोप', ja: 'ヨーロッパ', ko: '유럽', zh: '欧洲', id: 'Eropa', vi: 'Châu Âu', th: 'ยุโรป',
    fil: 'Europa', ka: 'ევროპა', az: 'Avropa', kk: 'Еуропа',
  },
  /** International competitions (national teams, and leagues across countries such as the EuroLeague). */
  International: {
    es: 'Internacional', pt: 'Internacional', it: 'Internazionale', nl: 'Internationaal', pl: 'Międzynarodowe',
    cs: 'Mezinárodní', sk: 'Medzinárodné', hu: 'Nemzetközi', ro: 'Internațional', bg: 'Международни',
    el: 'Διεθνή', tr: 'Uluslararası', ru: 'Международные', uk: 'Міжнародні', sr: 'Međunarodna takmičenja',
    hr: 'Međunarodna natjecanja', sl: 'Mednarodna tekmovanja', sv: 'Internationellt', nb: 'Internasjonal',
    fi: 'Kansainvälinen', et: 'Rahvusvaheline', lv: 'Starptautiskās', lt: 'Tarptautinės', ar: 'دولي',
    he: 'בינלאומי', fa: 'بین‌المللی', ur: 'بین الاقوامی', hi: 'अंतरराष्ट्रीय', ja: '国際', ko: '국제', zh: '国际',
    id: 'Internasional', vi: 'Quốc tế', th: 'นานาชาติ', fil: 'Internasyonal', ka: 'საერთაშორისო',
    az: 'Beynəlxalq', kk: 'Халықаралық',
  },
  /** International club competitions (the UEFA Champions League). */
  'International Clubs': {
    de: 'Internationale Klubwettbewerbe', fr: 'Compétitions internationales de clubs',
    es: 'Competiciones internacionales de clubes', pt: 'Competições internacionais de clubes',
    it: 'Competizioni internazionali per club', nl: 'Internationale clubcompetities',
    pl: 'Międzynarodowe rozgrywki klubowe', cs: 'Mezinárodní klubové soutěže', sk: 'Medzinárodné klubové súťaže',
    hu: 'Nemzetközi klubsorozatok', ro: 'Competiții internaționale de club', bg: 'Международни клубни турнири',
    el: 'Διεθνείς διοργανώσεις συλλόγων', tr: 'Uluslararası kulüp turnuvaları',
    ru: 'Международные клубные турниры', uk: 'Міжнародні клубні турніри', sr: 'Međunarodna klupska takmičenja',
    hr: 'Međunarodna klupska natjecanja', sl: 'Mednarodna klubska tekmovanja', sv: 'Internationella klubbturneringar',
    nb: 'Internasjonale klubbturneringer', da: 'Internationale klubturneringer', fi: 'Kansainväliset seurakilpailut',
    et: 'Rahvusvahelised klubivõistlused', lv: 'Starptautiskie klubu turnīri', lt: 'Tarptautiniai klubų turnyrai',
    ar: 'بطولات الأندية الدولية', he: 'תחרויות בינלאומיות למועדונים', fa: 'رقابت‌های باشگاهی بین‌المللی',
    ur: 'بین الاقوامی کلب مقابلے', hi: 'अंतरराष्ट्रीय क्लब प्रतियोगिताएँ', ja: 'クラブ国際大会', ko: '국제 클럽 대회',
    zh: '国际俱乐部赛事', id: 'Kompetisi antarklub internasional', vi: 'Giải đấu câu lạc bộ quốc tế',
    th: 'การแข่งขันระดับสโมสรนานาชาติ', ka: 'საერთაშორისო საკლუბო ტურნირები', az: 'Beynəlxalq klub turnirləri',
    kk: 'Халықаралық клубтық турнирлер',
  },
};

/** The larger tournaments, by their English name (football). */
export const TOURNAMENT_NAMES: NameTable = {
  'UEFA Champions League': {
    fr: "Ligue des champions de l'UEFA", es: 'Liga de Campeones de la UEFA', pt: 'Liga dos Campeões da UEFA',
    pl: 'Liga Mistrzów UEFA', cs: 'Liga mistrů UEFA', sk: 'Liga majstrov UEFA', hu: 'UEFA Bajnokok Ligája',
    ro: 'Liga Campionilor UEFA', bg: 'Шампионска лига на УЕФА', el: 'Τσάμπιονς Λιγκ', tr: 'UEFA Şampiyonlar Ligi',
    ru: 'Лига чемпионов УЕФА', uk: 'Ліга чемпіонів УЄФА', sr: 'Liga šampiona UEFA', hr: 'UEFA Liga prvaka',
    sl: 'Liga prvakov UEFA', fi: 'UEFA:n Mestarien liiga', et: 'UEFA Meistrite liiga', lv: 'UEFA Čempionu līga',
    lt: 'UEFA Čempionų lyga', ar: 'دوري أبطال أوروبا', he: 'ליגת האלופות', fa: 'لیگ قهرمانان اروپا',
    ur: 'یوئیفا چیمپئنز لیگ', hi: 'यूएफा चैंपियंस लीग', ja: 'UEFAチャンピオンズリーグ', ko: 'UEFA 챔피언스리그',
    zh: '欧洲冠军联赛', id: 'Liga Champions UEFA', th: 'ยูฟ่าแชมเปียนส์ลีก', ka: 'უეფას ჩემპიონთა ლიგა',
    az: 'UEFA Çempionlar Liqası', kk: 'УЕФА Чемпиондар лигасы',
  },
  /** The English top flight, listed under the England category: the short form where the press has one. */
  'Premier League': {
    bg: 'Премиър лийг', el: 'Πρέμιερ Λιγκ', tr: 'Premier Lig', ru: 'Премьер-лига', uk: "Прем'єр-ліга",
    sr: 'Premijer liga', hr: 'Premier liga', sl: 'Premier liga', fi: 'Valioliiga', lv: 'Premjerlīga',
    lt: 'Premjer lyga', ar: 'الدوري الإنجليزي الممتاز', he: 'פרמייר ליג', fa: 'لیگ برتر انگلیس',
    ur: 'پریمیئر لیگ', hi: 'प्रीमियर लीग', ja: 'プレミアリーグ', ko: '프리미어리그', zh: '英格兰超级联赛',
    vi: 'Ngoại hạng Anh', th: 'พรีเมียร์ลีก', ka: 'პრემიერ ლიგა', az: 'Premyer Liqa', kk: 'Премьер-лига',
  },
  LaLiga: {
    bg: 'Ла Лига', el: 'Λα Λίγκα', ru: 'Ла Лига', uk: 'Ла Ліга', ar: 'الدوري الإسباني', he: 'לה ליגה',
    fa: 'لالیگا', ur: 'لا لیگا', hi: 'ला लीगा', ja: 'ラ・リーガ', ko: '라리가', zh: '西班牙甲级联赛',
    th: 'ลาลีกา', ka: 'ლა ლიგა', az: 'La Liqa', kk: 'Ла Лига',
  },
  Bundesliga: {
    bg: 'Бундеслига', el: 'Μπουντεσλίγκα', ru: 'Бундеслига', uk: 'Бундесліга', lv: 'Bundeslīga',
    lt: 'Bundeslyga', ar: 'الدوري الألماني', he: 'בונדסליגה', fa: 'بوندسلیگا', ur: 'بنڈس لیگا',
    hi: 'बुंडेसलीगा', ja: 'ブンデスリーガ', ko: '분데스리가', zh: '德国甲级联赛', th: 'บุนเดสลีกา',
    ka: 'ბუნდესლიგა', az: 'Bundesliqa', kk: 'Бундеслига',
  },
  /** Both Italy's and Brazil's top flight (the category names the country): no country in the name. */
  'Serie A': {
    bg: 'Серия А', el: 'Σέριε Α', ru: 'Серия А', uk: 'Серія А', sr: 'Serija A', lv: 'A sērija', lt: 'A serija',
    ar: 'سيري آ', he: "סרייה א'", fa: 'سری آ', ur: 'سیری اے', hi: 'सेरी ए', ja: 'セリエA', ko: '세리에 A',
    zh: '甲级联赛', th: 'เซเรียอา', ka: 'სერია ა', az: 'Seriya A', kk: 'Серия А',
  },
  'Ligue 1': {
    bg: 'Лига 1', el: 'Λιγκ 1', ru: 'Лига 1', uk: 'Ліга 1', ar: 'الدوري الفرنسي', he: 'ליג 1', fa: 'لوشامپیونه',
    ur: 'لیگ ون', hi: 'लीग 1', ja: 'リーグ・アン', ko: '리그앙', zh: '法国甲级联赛', th: 'ลีกเอิง', ka: 'ლიგა 1',
    az: 'Liqa 1', kk: 'Лига 1',
  },
};
