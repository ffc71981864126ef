import type { CustomBetRefusalCode } from '@sportsbook/contracts';

/** Languages the server has texts for; anything else falls back to English. */
export type ServerLanguage = 'en' | 'ar';

/** The request's language from Accept-Language (first tag), as the catalogue's public languages. */
export function serverLanguage(acceptLanguage: string | string[] | undefined): ServerLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return header?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

type Texts = Record<CustomBetRefusalCode | 'MATCH_NOT_FOUND' | 'SHARE_CODE_NOT_FOUND', string>;

/** Server texts sent as localized_message (spec core §8: shown when present, the builder rethrows them). */
const TEXTS: Record<ServerLanguage, Texts> = {
  en: {
    CUSTOM_BET_MIN_SELECTIONS: 'Pick at least 2 selections from this match to build a bet.',
    CUSTOM_BET_CONTRADICTORY: 'This selection cannot win together with the others.',
    CUSTOM_BET_SAME_MARKET: 'You already have a selection from this market.',
    CUSTOM_BET_MARKET_NOT_COMBINABLE: 'This market is not available in the bet builder.',
    CUSTOM_BET_DIFFERENT_MATCH: 'All bet builder selections must come from the same match.',
    CUSTOM_BET_MATCH_NOT_OPEN: 'This match is no longer open for the bet builder.',
    CUSTOM_BET_SUSPENDED: 'This selection is suspended right now.',
    CUSTOM_BET_NOT_FOUND: 'This selection is no longer available.',
    CUSTOM_BET_TOO_LIKELY: 'These selections together are too likely to be offered.',
    MATCH_NOT_FOUND: 'This match is no longer available.',
    SHARE_CODE_NOT_FOUND: 'This shared bet link was not found.',
  },
  ar: {
    CUSTOM_BET_MIN_SELECTIONS: 'اختر رهانين على الأقل من هذه المباراة لبناء رهان.',
    CUSTOM_BET_CONTRADICTORY: 'لا يمكن أن يربح هذا الاختيار مع الاختيارات الأخرى.',
    CUSTOM_BET_SAME_MARKET: 'لديك بالفعل اختيار من هذا السوق.',
    CUSTOM_BET_MARKET_NOT_COMBINABLE: 'هذا السوق غير متاح في منشئ الرهان.',
    CUSTOM_BET_DIFFERENT_MATCH: 'يجب أن تكون جميع اختيارات منشئ الرهان من المباراة نفسها.',
    CUSTOM_BET_MATCH_NOT_OPEN: 'لم تعد هذه المباراة متاحة لمنشئ الرهان.',
    CUSTOM_BET_SUSPENDED: 'هذا الاختيار معلّق حاليًا.',
    CUSTOM_BET_NOT_FOUND: 'لم يعد هذا الاختيار متاحًا.',
    CUSTOM_BET_TOO_LIKELY: 'هذه الاختيارات معًا شبه مؤكدة فلا يمكن عرضها.',
    MATCH_NOT_FOUND: 'لم تعد هذه المباراة متاحة.',
    SHARE_CODE_NOT_FOUND: 'لم يتم العثور على رابط الرهان المشترك.',
  },
};

export function serverText(language: ServerLanguage, key: keyof Texts): string {
  return TEXTS[language][key];
}
