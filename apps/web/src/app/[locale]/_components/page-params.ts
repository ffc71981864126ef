import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { RawSearchParams } from '@/features/catalogue/lib/listing-params';
import { routing, type Locale } from '@/lib/i18n/routing';

export interface LocalePageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
}

/** The page's locale (unknown ones are not found), also set for next-intl's server helpers. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** Only the single-valued string parameters, for links that keep the current listing filters. */
export function plainSearchParams(searchParams: RawSearchParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(searchParams).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  );
}
