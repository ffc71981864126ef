import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MATCH_STATUS } from '@sportsbook/domain';
import { LIVE_LISTING_SORT } from '@/features/catalogue/lib/listing-params';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ListingPage } from '../_components/listing-page';
import { pageLocale, type LocalePageProps } from '../_components/page-params';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('Metadata');
  return pageMetadata({ title: t('live'), pathname: STATIC_PATHS.live, locale });
}

export default async function LivePage({ params, searchParams }: LocalePageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Metadata');
  return (
    <ListingPage
      title={t('live')}
      locale={locale}
      searchParams={await searchParams}
      baseQuery={{ match_status: [MATCH_STATUS.live, MATCH_STATUS.stopped], sort_by: LIVE_LISTING_SORT }}
      filters={{ sport: true, bettable: true }}
      live={true}
    />
  );
}
