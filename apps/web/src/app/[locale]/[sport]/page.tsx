import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCategories } from '@/features/catalogue/api/get-categories';
import { LinkGrid } from '@/features/catalogue/components/link-grid';
import { parseListingParams, toMatchesQuery, type RawSearchParams } from '@/features/catalogue/lib/listing-params';
import { ListingFilters } from '@/features/catalogue/components/listing-filters';
import { MATCH_STATUS } from '@sportsbook/domain';
import { valueOrNull } from '@/lib/api/settle';
import { sportChildPath, sportPath } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, plainSearchParams } from '../_components/page-params';
import { PrefetchedMatchList } from '../_components/prefetched-match-list';
import { resolveSport } from './resolve-sport';

interface SportPageProps {
  params: Promise<{ locale: string; sport: string }>;
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ params }: SportPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const sport = await resolveSport((await params).sport, locale);
  const t = await getTranslations('Metadata');
  return pageMetadata({ title: t('sport', { sport: sport.name }), pathname: sportPath(sport.key), locale });
}

/** A sport: its countries, then its live and upcoming matches. */
export default async function SportPage({ params, searchParams }: SportPageProps) {
  const locale = await pageLocale(params);
  const sport = await resolveSport((await params).sport, locale);
  const t = await getTranslations('Listing');
  const rawSearchParams = await searchParams;
  const listing = parseListingParams(rawSearchParams);
  const categories = (await valueOrNull(getCategories(sport.key, locale))) ?? [];
  const query = toMatchesQuery(listing, { sport_key: sport.key, match_status: [MATCH_STATUS.prematch, MATCH_STATUS.live] }, new Date());
  return (
    <>
      <h1>{sport.name}</h1>
      <LinkGrid
        id="sport-categories"
        title={t('categories')}
        items={categories.map((category) => ({ key: category.id, href: sportChildPath(sport.key, category.slug), label: category.name }))}
      />
      <ListingFilters params={listing} show={{ time: true, sort: true, bettable: true }} />
      <PrefetchedMatchList query={query} locale={locale} searchParams={plainSearchParams(rawSearchParams)} />
    </>
  );
}
