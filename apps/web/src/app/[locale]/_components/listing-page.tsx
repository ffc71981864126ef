import type { MatchesQueryInput } from '@sportsbook/contracts';
import { getSports } from '@/features/catalogue/api/get-sports';
import { ListingFilters } from '@/features/catalogue/components/listing-filters';
import { parseListingParams, toMatchesQuery, type RawSearchParams } from '@/features/catalogue/lib/listing-params';
import { valueOrNull } from '@/lib/api/settle';
import type { Locale } from '@/lib/i18n/routing';
import { plainSearchParams } from './page-params';
import { PrefetchedMatchList } from './prefetched-match-list';

type FilterSet = { time?: boolean; date?: boolean; sort?: boolean; sport?: boolean; bettable?: boolean };

interface ListingPageProps {
  title: string;
  locale: Locale;
  searchParams: RawSearchParams;
  baseQuery: MatchesQueryInput;
  filters: FilterSet;
  live?: boolean;
}

/** A titled, filterable, paged match listing (live, schedule, results, cybersport …). */
export async function ListingPage({ title, locale, searchParams, baseQuery, filters, live = false }: ListingPageProps) {
  const params = parseListingParams(searchParams);
  const query = toMatchesQuery(params, baseQuery, new Date());
  const sports = filters.sport ? ((await valueOrNull(getSports(locale))) ?? []) : [];
  return (
    <>
      <h1>{title}</h1>
      <ListingFilters params={params} show={filters} sports={sports} />
      <PrefetchedMatchList query={query} locale={locale} live={live} searchParams={plainSearchParams(searchParams)} />
    </>
  );
}
