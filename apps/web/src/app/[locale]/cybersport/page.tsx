import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MATCH_STATUS } from '@sportsbook/domain';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ListingPage } from '../_components/listing-page';
import { pageLocale, type LocalePageProps } from '../_components/page-params';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('Metadata');
  return pageMetadata({ title: t('cybersport'), pathname: STATIC_PATHS.cybersport, locale });
}

export default async function CybersportPage({ params, searchParams }: LocalePageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Metadata');
  return (
    <ListingPage
      title={t('cybersport')}
      locale={locale}
      searchParams={await searchParams}
      baseQuery={{ sport_type: 'cyber', match_status: [MATCH_STATUS.prematch, MATCH_STATUS.live] }}
      filters={{ time: true, sort: true, bettable: true }}
      live={false}
    />
  );
}
