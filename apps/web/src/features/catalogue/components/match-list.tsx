'use client';

import type { MatchesQueryInput } from '@sportsbook/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { DeferredHydration } from '@/components/ui/deferred-hydration';
import { useMatches } from '../api/get-matches';
import { groupByTournament } from '../lib/group-by-tournament';
import type { StartLabels } from '../lib/start-labels';
import { LeagueSection } from './league-section';
import { ListingPagination } from './listing-pagination';

export interface MatchListProps {
  query: MatchesQueryInput;
  /** Live lists are patched by realtime and poll slowly only while it is down (lib/query/live-refresh). */
  live?: boolean;
  /** Page links keep the other listing parameters of the address. */
  searchParams?: Record<string, string>;
  headingLevel?: 2 | 3;
  /** Show previous / next page links (listing pages) or only the first page (home sections). */
  paginate?: boolean;
  /** Start times the server formatted (lib/start-labels). */
  startLabels?: StartLabels;
}

const NO_LABELS: StartLabels = {};

/** A listing of matches grouped by league, rendered on the server first and then kept fresh. */
export function MatchList({ query, live = false, searchParams = {}, headingLevel = 2, paginate = true, startLabels = NO_LABELS }: MatchListProps) {
  const t = useTranslations('Listing');
  const locale = useLocale();
  const { data, isError } = useMatches(query, locale, live);

  if (!data) {
    return <p role={isError ? 'alert' : 'status'}>{isError ? t('failed') : null}</p>;
  }
  if (data.matches.length === 0) return <p className="muted">{t('empty')}</p>;

  return (
    <div className="stack">
      {/* Each league hydrates apart, in short tasks (components/ui/deferred-hydration). */}
      {groupByTournament(data.matches).map((group) => (
        <DeferredHydration key={group.tournament.id}>
          <LeagueSection group={group} headingLevel={headingLevel} startLabels={startLabels} />
        </DeferredHydration>
      ))}
      {paginate ? <ListingPagination pagination={data.pagination} searchParams={searchParams} /> : null}
    </div>
  );
}
