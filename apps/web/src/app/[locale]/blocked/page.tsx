import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/layout/status-page';
import { errorPageTexts } from '@/lib/i18n/error-page-texts';
import { getGeo } from '@/lib/geo/get-geo';
import { countryName } from '@/lib/i18n/country-name';
import { pageLocale, type LocalePageProps } from '../_components/page-params';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('Metadata');
  return pageMetadata({ title: t('blocked'), pathname: STATIC_PATHS.blocked, locale, indexable: false });
}

/**
 * Blocked country notice; the country comes as ?country=XX (ISO 3166 code) from whoever redirects
 * here, else from the API's geo answer for this request (the one the layout already asked for).
 */
export default async function BlockedPage({ params, searchParams }: LocalePageProps) {
  const locale = await pageLocale(params);
  const { pages, statusPage } = await errorPageTexts();
  const { country } = await searchParams;
  const code = typeof country === 'string' ? country : ((await getGeo())?.country_code ?? undefined);
  const name = countryName(code, statusPage.lang ?? locale) ?? pages('blockedUnknownCountry');
  return <StatusPage message={pages('blocked', { countryName: name })} {...statusPage} />;
}
