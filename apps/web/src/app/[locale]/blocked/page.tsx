import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/layout/status-page';
import { getGeo } from '@/lib/geo/get-geo';
import { countryName } from '@/lib/i18n/country-name';
import { pageLocale, type LocalePageProps } from '../_components/page-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return { title: t('blocked'), robots: { index: false, follow: false } };
}

/**
 * Blocked country notice; the country comes as ?country=XX (ISO 3166 code) from whoever redirects
 * here, else from the API's geo answer for this request (the one the layout already asked for).
 */
export default async function BlockedPage({ params, searchParams }: LocalePageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Pages');
  const { country } = await searchParams;
  const code = typeof country === 'string' ? country : ((await getGeo())?.country_code ?? undefined);
  const name = countryName(code, locale) ?? t('blockedUnknownCountry');
  return <StatusPage message={t('blocked', { countryName: name })} />;
}
