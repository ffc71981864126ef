import type { Tournament } from '@sportsbook/contracts/models';
import { MATCH_STATUS } from '@sportsbook/domain';
import { parseListingParams, toMatchesQuery, type RawSearchParams } from '@/features/catalogue/lib/listing-params';
import { LazyMatchList } from '@/features/catalogue/components/lazy-match-list';
import type { Locale } from '@/lib/i18n/routing';
import { plainSearchParams } from '../../_components/page-params';
import { PrefetchedListing } from '../../_components/prefetched-listing';

interface LeagueViewProps {
  tournament: Tournament;
  locale: Locale;
  searchParams: RawSearchParams;
}

/** A league: its live and upcoming matches and outrights. */
export function LeagueView({ tournament, locale, searchParams }: LeagueViewProps) {
  const query = toMatchesQuery(
    parseListingParams(searchParams),
    { tournament_id: [tournament.id], match_status: [MATCH_STATUS.prematch, MATCH_STATUS.live] },
    new Date(),
  );
  return (
    <>
      <span hidden data-page-key="league" />
      <h1>
        <span className="muted">
          {tournament.sport.name} · {tournament.category.name} ·{' '}
        </span>
        {tournament.name}
      </h1>
      <PrefetchedListing List={LazyMatchList} query={query} locale={locale} searchParams={plainSearchParams(searchParams)} headingLevel={2} />
    </>
  );
}
