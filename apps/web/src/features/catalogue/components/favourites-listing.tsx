'use client';

import { AUTH_STATUS } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { FavouriteToggle } from '@/components/favourites/favourite-toggle';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useFavouriteMatches, useFavouriteTournaments } from '@/lib/favourites/use-favourites';
import { Link } from '@/lib/i18n/navigation';
import { useModalStore } from '@/lib/modals/modal-store';
import { sportChildPath } from '@/lib/routes/paths';
import { groupByTournament } from '../lib/group-by-tournament';
import { LeagueSection } from './league-section';
import styles from './favourites-listing.module.css';

/**
 * The /favorites page's content (spec promotions §2, §4 "Favorites"): the signed-in player's
 * favourite matches that are still on the board, grouped by league and kept live like any
 * listing, then their favourite leagues. A visitor is asked to sign in.
 */
export function FavouritesListing() {
  const t = useTranslations('Favourites');
  const status = useAuthStore((state) => state.status);
  const matches = useFavouriteMatches();
  const tournaments = useFavouriteTournaments();

  if (status === AUTH_STATUS.notLoggedIn) {
    return (
      <section className={styles.prompt} aria-labelledby="favourites-sign-in">
        <h2 id="favourites-sign-in">{t('signInTitle')}</h2>
        <p className="muted">{t('signInText')}</p>
        <button type="button" className="button" onClick={() => useModalStore.getState().open('sign_in')}>
          {t('signIn')}
        </button>
      </section>
    );
  }
  if (matches.isError || tournaments.isError) return <p role="alert">{t('failedToLoad')}</p>;
  if (!matches.data || !tournaments.data) return <p role="status" aria-busy="true" />;
  if (matches.data.pagination.total === 0 && tournaments.data.length === 0) return <p className="muted">{t('empty')}</p>;

  return (
    <div className="stack">
      <section aria-labelledby="favourite-matches" className="stack">
        <h2 id="favourite-matches">{t('matches')}</h2>
        {matches.data.matches.length === 0 ? (
          <p className="muted">{t('noMatches')}</p>
        ) : (
          groupByTournament(matches.data.matches).map((group) => <LeagueSection key={group.tournament.id} group={group} headingLevel={3} />)
        )}
      </section>
      {tournaments.data.length > 0 ? (
        <section aria-labelledby="favourite-tournaments">
          <h2 id="favourite-tournaments">{t('tournaments')}</h2>
          <ul className={styles.leagues}>
            {tournaments.data.map((tournament) => (
              <li key={tournament.id} className={styles.league}>
                <Link href={sportChildPath(tournament.sport.key, tournament.slug)} className={styles.leagueLink}>
                  <span className={styles.context}>
                    {tournament.sport.name} · {tournament.category.name}
                  </span>
                  <span>{tournament.name}</span>
                </Link>
                <FavouriteToggle type="tournaments" id={tournament.id} name={tournament.name} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
