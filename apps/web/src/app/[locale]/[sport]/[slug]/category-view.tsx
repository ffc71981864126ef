import type { Category, Sport } from '@sportsbook/contracts/models';
import { MATCH_STATUS } from '@sportsbook/domain';
import { getTranslations } from 'next-intl/server';
import { getTournaments } from '@/features/catalogue/api/get-tournaments';
import { LinkGrid } from '@/features/catalogue/components/link-grid';
import { parseListingParams, toMatchesQuery, type RawSearchParams } from '@/features/catalogue/lib/listing-params';
import { LazyMatchList } from '@/features/catalogue/components/lazy-match-list';
import { valueOrNull } from '@/lib/api/settle';
import type { Locale } from '@/lib/i18n/routing';
import { sportChildPath } from '@/lib/routes/paths';
import { plainSearchParams } from '../../_components/page-params';
import { PrefetchedListing } from '../../_components/prefetched-listing';

interface CategoryViewProps {
  sport: Sport;
  category: Category;
  locale: Locale;
  searchParams: RawSearchParams;
}

/** A country of a sport: its leagues and their matches. */
export async function CategoryView({ sport, category, locale, searchParams }: CategoryViewProps) {
  const t = await getTranslations('Listing');
  const tournaments = (await valueOrNull(getTournaments({ sportKey: sport.key, categoryId: category.id }, locale))) ?? [];
  const query = toMatchesQuery(
    parseListingParams(searchParams),
    { category_id: [category.id], match_status: [MATCH_STATUS.prematch, MATCH_STATUS.live] },
    new Date(),
  );
  return (
    <>
      <span hidden data-page-key="sport" />
      <h1>
        {sport.name} · {category.name}
      </h1>
      <LinkGrid
        id="category-leagues"
        title={t('leagues')}
        items={tournaments.map((tournament) => ({
          key: tournament.id,
          href: sportChildPath(sport.key, tournament.slug),
          label: tournament.name,
        }))}
      />
      <PrefetchedListing List={LazyMatchList} query={query} locale={locale} searchParams={plainSearchParams(searchParams)} />
    </>
  );
}
