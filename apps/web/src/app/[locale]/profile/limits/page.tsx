import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LimitsPanel } from '@/features/account/components/limits-panel';
import { pageLocale, type LocalePageProps } from '../../_components/page-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('limits');
  // A player's own page: never indexed.
  return { title: t('title'), robots: { index: false, follow: false } };
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
