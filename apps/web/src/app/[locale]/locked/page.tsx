import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/layout/status-page';
import { pageLocale, type LocalePageProps } from '../_components/page-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return { title: t('locked'), robots: { index: false, follow: false } };
}

export default async function LockedPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('Pages');
  return <StatusPage message={t('unauthorized')} />;
}
