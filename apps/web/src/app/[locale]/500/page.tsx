import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorIllustration } from '@/components/layout/error-illustration';
import { StatusPage } from '@/components/layout/status-page';
import { pageLocale, type LocalePageProps } from '../_components/page-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return { title: t('error'), robots: { index: false, follow: false } };
}

export default async function ErrorPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('Pages');
  const tError = await getTranslations('page.error');
  return <StatusPage message={tError('description')} image={<ErrorIllustration alt={t('errorImageAlt')} />} />;
}
