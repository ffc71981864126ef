import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MATCH_STATUS } from '@sportsbook/domain';
import { LIVE_LISTING_SORT } from '@/features/catalogue/lib/listing-params';
import { Link } from '@/lib/i18n/navigation';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type LocalePageProps } from './_components/page-params';
import { PrefetchedMatchList } from './_components/prefetched-match-list';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('Metadata');
  return pageMetadata({ title: t('home'), pathname: STATIC_PATHS.home, locale });
}

/** Home: what is live now, then what starts next. */
export default async function HomePage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Home');
  return (
    <>
      <h1 className="visually-hidden">{t('title')}</h1>
      {/* The jackpot ticker, drawn here by the layout's JackpotMount (its code loads only then). */}
      <div data-jackpot-ticker-slot="" />
      {/* data-top-events: the featured matches whose opening a host page hears of (lib/host-frame). */}
      <section aria-labelledby="home-live" className="stack" data-top-events>
        <h2 id="home-live">{t('liveNow')}</h2>
        <PrefetchedMatchList
          query={{ match_status: [MATCH_STATUS.live], max_per_sport: 3, limit: 12, sort_by: LIVE_LISTING_SORT }}
          locale={locale}
          live
          headingLevel={3}
          paginate={false}
        />
        <Link href={STATIC_PATHS.live} className="button button-secondary">
          {t('seeAllLive')}
        </Link>
      </section>
      <section aria-labelledby="home-upcoming" className="stack" data-top-events>
        <h2 id="home-upcoming">{t('upcoming')}</h2>
        <PrefetchedMatchList
          query={{ match_status: [MATCH_STATUS.prematch], type: ['match'], limit: 20, sort_by: 'start_time' }}
          locale={locale}
          headingLevel={3}
          paginate={false}
        />
      </section>
    </>
  );
}
