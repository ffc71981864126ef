/**
 * Intl's locale for a public-channel language: Serbian is written in Latin script, as in
 * Montenegro (spec core §9: sr maps to sr-ME; Intl's bare `sr` is Cyrillic). Every other language
 * is its own (Intl's `pt` and `zh` already name and format as pt-BR and zh-Hans).
 */
export function intlLocaleOf(language: string): string {
  return language === 'sr' ? 'sr-Latn-ME' : language;
}
