import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocalePageProps } from '../_components/page-params';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('Metadata');
  return pageMetadata({ title: t('notFound'), pathname: STATIC_PATHS.notFound, locale, indexable: false });
}

/** /404 is the not-found page itself, with the 404 status. */
export default function NotFoundPage() {
  notFound();
}
