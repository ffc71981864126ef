import { getLocale, getTranslations } from 'next-intl/server';
import { errorPageLocale } from './error-page-locale';

/**
 * The translators of a server-rendered error page (not found, blocked, locked, error) in the error
 * pages' locale, with what StatusPage needs to say so: `lang` when it differs from the page's.
 */
export async function errorPageTexts() {
  const locale = await getLocale();
  const textLocale = errorPageLocale(locale);
  const pages = await getTranslations({ locale: textLocale, namespace: 'Pages' });
  const error = await getTranslations({ locale: textLocale, namespace: 'page.error' });
  return {
    pages,
    error,
    statusPage: { homeLabel: error('home-button.title'), ...(textLocale === locale ? {} : { lang: textLocale }) },
  };
}
