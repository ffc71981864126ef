import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { RawSearchParams } from '@/features/catalogue/lib/listing-params';
import { matchPath, sportChildPath } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale } from '../../_components/page-params';
import { resolveSport } from '../resolve-sport';
import { resolveSportChild } from './resolve-sport-child';

interface SportChildPageProps {
  params: Promise<{ locale: string; sport: string; slug: string }>;
  searchParams: Promise<RawSearchParams>;
}

async function resolvePage(params: SportChildPageProps['params']) {
  const locale = await pageLocale(params);
  const { sport: sportSegment, slug } = await params;
  const sport = await resolveSport(sportSegment, locale);
  const child = await resolveSportChild(sport, slug, locale);
  if (!child) notFound();
  return { locale, sport, child };
}

export async function generateMetadata({ params }: SportChildPageProps): Promise<Metadata> {
  const { locale, sport, child } = await resolvePage(params);
  const t = await getTranslations('Metadata');
  switch (child.kind) {
    case 'category':
      return pageMetadata({
        title: t('category', { category: child.category.name, sport: sport.name }),
        pathname: sportChildPath(sport.key, child.category.slug),
        locale,
      });
    case 'league':
      return pageMetadata({
        title: t('league', { league: child.tournament.name, sport: sport.name }),
        pathname: sportChildPath(sport.key, child.tournament.slug),
        locale,
      });
    case 'match': {
      const { match } = child;
      const title = match.type === 'match'
        ? t('match', { home: match.competitors.home.name, away: match.competitors.away.name, league: match.tournament.name })
        : t('outright', { name: match.name, league: match.parent.name });
      return pageMetadata({ title, pathname: matchPath(match), locale });
    }
  }
}

/**
 * Category, league or match, resolved by slug. Each view is imported when it is the one shown:
 * a static import of all three would put the listing's client code into a match page's
 * first-load JavaScript (and the match page's into listings).
 */
export default async function SportChildPage({ params, searchParams }: SportChildPageProps) {
  const { locale, sport, child } = await resolvePage(params);
  const rawSearchParams = await searchParams;
  switch (child.kind) {
    case 'category': {
      const { CategoryView } = await import('./category-view');
      return <CategoryView sport={sport} category={child.category} locale={locale} searchParams={rawSearchParams} />;
    }
    case 'league': {
      const { LeagueView } = await import('./league-view');
      return <LeagueView tournament={child.tournament} locale={locale} searchParams={rawSearchParams} />;
    }
    case 'match': {
      const { MatchView } = await import('./match-view');
      return <MatchView match={child.match} locale={locale} />;
    }
  }
}
