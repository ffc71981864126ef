import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LimitsPanel } from '@/features/account/components/limits-panel';
import { pageLocale, type LocalePageProps } from '../../_components/page-params';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('limits');
  // A player's own page: never indexed.
  return pageMetadata({ title: t('title'), pathname: STATIC_PATHS.limits, locale, indexable: false });
}

/** /profile/limits: the player's responsible-gambling limits, time-out and self-exclusion (issue 21). */
export default async function LimitsPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('limits');
  return (
    <>
      <h1>{t('title')}</h1>
      <LimitsPanel />
    </>
  );
}
