import { publicChannelLanguage } from '../realtime/channels';
import { LOCALE_CODES } from './locales.model';

/** The languages with a public channel (the API publishes the board on each): one per language of the supported locales. */
export const PUBLIC_LANGUAGES: readonly string[] = [...new Set(LOCALE_CODES.map(publicChannelLanguage))];
