import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { formatsFor } from './date-time-formats';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const messages = (await import(`../../../messages/${locale}.json`)) as { default: Record<string, unknown> };
  // Times render in UTC on the server and the client alike, so hydration never disagrees.
  return { locale, messages: messages.default, formats: formatsFor(locale), timeZone: 'UTC' };
});
