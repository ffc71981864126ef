import type messages from '../messages/en.json';
import type { AppFormats } from '@/lib/i18n/date-time-formats';
import type { Locale } from '@/lib/i18n/routing';

// Typed message keys and locales for next-intl (every string comes from the catalogue).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
    Formats: AppFormats;
  }
}

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
