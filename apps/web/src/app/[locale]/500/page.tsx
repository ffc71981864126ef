import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorIllustration } from '@/components/layout/error-illustration';
import { StatusPage } from '@/components/layout/status-page';
import { errorPageTexts } from '@/lib/i18n/error-page-texts';
import { pageLocale, type LocalePageProps } from '../_components/page-params';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('Metadata');
  return pageMetadata({ title: t('error'), pathname: STATIC_PATHS.error, locale, indexable: false });
}

export default async function ErrorPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const { pages, error, statusPage } = await errorPageTexts();
  return <StatusPage message={error('description')} image={<ErrorIllustration alt={pages('errorImageAlt')} />} {...statusPage} />;
}
