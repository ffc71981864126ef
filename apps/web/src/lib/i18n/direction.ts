/** Right-to-left applies only to these languages, and only with the rtl feature (spec core §2). */
const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur'] as const;

export type TextDirection = 'ltr' | 'rtl';

export function textDirection(locale: string, rtlEnabled: boolean): TextDirection {
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  return rtlEnabled && (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
}
