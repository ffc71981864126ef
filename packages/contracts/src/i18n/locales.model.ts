/**
 * The languages of the book (spec core §1 "languages", §8 "about 40 locales"; issue 24): the web
 * app's path locales, the API's profile languages and the realtime public channels per language.
 * The first is the default. Each has a complete UI catalogue in apps/web/messages/<code>.json.
 */
export const LOCALE_NAMES = {
  en: 'English',
  'en-AU': 'English (Australia)',
  'en-CA': 'English (Canada)',
  'en-NZ': 'English (New Zealand)',
  de: 'Deutsch',
  fr: 'Français',
  'fr-CA': 'Français (Canada)',
  es: 'Español',
  'es-MX': 'Español (México)',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  cs: 'Čeština',
  sk: 'Slovenčina',
  hu: 'Magyar',
  ro: 'Română',
  bg: 'Български',
  el: 'Ελληνικά',
  tr: 'Türkçe',
  ru: 'Русский',
  uk: 'Українська',
  sr: 'Srpski',
  hr: 'Hrvatski',
  sl: 'Slovenščina',
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  da: 'Dansk',
  fi: 'Suomi',
  et: 'Eesti',
  lv: 'Latviešu',
  lt: 'Lietuvių',
  ar: 'العربية',
  he: 'עברית',
  fa: 'فارسی',
  ur: 'اردو',
  hi: 'हिन्दी',
  ja: '日本語',
  ko: '한국어',
  'zh-CN': '简体中文',
  id: 'Bahasa Indonesia',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  fil: 'Filipino',
  ka: 'ქართული',
  az: 'Azərbaycanca',
  kk: 'Қазақ тілі',
} as const;

export type LocaleCode = keyof typeof LOCALE_NAMES;

/** Every locale code, the default (en) first. */
export const LOCALE_CODES = /* @__PURE__ */ Object.keys(LOCALE_NAMES) as LocaleCode[];

/**
 * Other names of a language, answered with its locale (spec core §9): `no` is Norwegian Bokmål,
 * `br` Brazilian Portuguese, `tl` (Tagalog) Filipino.
 */
export const LOCALE_ALIASES: Readonly<Record<string, LocaleCode>> = { no: 'nb', br: 'pt-BR', tl: 'fil' };

/**
 * Intl's locale for a language (spec core §9 "sr maps to sr-ME"): Serbian is written in Latin
 * script, as in Montenegro, where Intl's bare `sr` is Cyrillic. Every other language is its own
 * (Intl's `pt` and `zh` already name and format as pt-BR and zh-Hans).
 */
export function intlLocaleOf(language: string): string {
  return language === 'sr' ? 'sr-Latn-ME' : language;
}

/** The supported locale a code names (itself, or through an alias, any letter case); null when none. */
export function resolveLocale(code: string): LocaleCode | null {
  const exact = LOCALE_CODES.find((locale) => locale.toLowerCase() === code.toLowerCase());
  return exact ?? LOCALE_ALIASES[code.toLowerCase()] ?? null;
}
