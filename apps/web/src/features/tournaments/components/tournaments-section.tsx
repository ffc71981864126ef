'use client';

import type { PromoTournamentDto, TournamentRowDto } from '@sportsbook/contracts/models';
import { formatExactMoney } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { fetchTournamentRating, fetchTournaments } from '../api/tournaments-api';
import { tournamentKeys } from '../api/tournament-keys';
import styles from './tournaments.module.css';

type Currency = PromoTournamentDto['currencies'][number];

/**
 * One currency's leaderboard: the top rows and the player's own row. `tournament_pool_changed`
 * (lib/live/apply-event) invalidates these queries, so the ranks move without a reload.
 */
function Leaderboard({ tournament, currency }: { tournament: PromoTournamentDto; currency: Currency }) {
  const t = useTranslations('Tournaments');
  const locale = useLocale();
  const rating = useQuery({
    queryKey: tournamentKeys.rating(tournament.id, currency.currency, locale),
    queryFn: () => fetchTournamentRating(tournament.id, currency.currency, locale),
  });
  const money = (value: number) => formatExactMoney({ value, currency: currency.currency, subunits: currency.currency_subunits }, locale);
  const player = (row: TournamentRowDto) => (row.current_user ? t('you') : t('player', { hash: row.user_hash.slice(0, 6) }));
  if (rating.isError) return <p role="alert">{t('failedToLoad')}</p>;
  if (!rating.data) return null;
  const own = rating.data.current_user;
  const captionId = `tournament-${tournament.id}-${currency.currency}-board`;
  return (
    <>
      <p className={styles.own} data-testid="tournament-own-row" aria-live="polite">
        {own ? t('ownRow', { position: own.position, amount: money(own.farmed_amount) }) : t('notRanked')}
      </p>
      {rating.data.rows.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby={captionId} data-testid="tournament-leaderboard">
            <caption id={captionId} className="visually-hidden">
              {t('leaderboardCaption', { name: tournament.name, currency: currency.currency })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('position')}</th>
                <th scope="col">{t('playerColumn')}</th>
                <th scope="col" className={styles.number}>{t('farmed')}</th>
                <th scope="col" className={styles.number}>{t('prize')}</th>
              </tr>
            </thead>
            <tbody>
              {rating.data.rows.map((row) => (
                <tr key={row.position} className={row.current_user ? styles.mine : undefined} aria-current={row.current_user ? 'true' : undefined} data-testid="tournament-row">
                  <td>{row.position}</td>
                  <td>{player(row)}</td>
                  <td className={styles.number}>{money(row.farmed_amount)}</td>
                  <td className={styles.number}>{row.prize_amount > 0 ? money(row.prize_amount) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function TournamentCard({ tournament }: { tournament: PromoTournamentDto }) {
  const t = useTranslations('Tournaments');
  const locale = useLocale();
  const format = useFormatter();
  const titleId = `tournament-${tournament.id}`;
  const when = (iso: string) => format.dateTime(new Date(iso), 'dateAndTime');
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="tournament-card">
      <h3 id={titleId} className={styles.cardTitle}>
        {tournament.name}
      </h3>
      <p className="muted">
        {t('period', { from: when(tournament.starts_at), to: when(tournament.ends_at) })}
        {tournament.status === 'paused' ? ` · ${t('paused')}` : null}
      </p>
      {tournament.currencies.map((currency) => {
        const money = (value: number) => formatExactMoney({ value, currency: currency.currency, subunits: currency.currency_subunits }, locale);
        return (
          <section key={currency.currency} className="stack" aria-label={t('currencySection', { currency: currency.currency })}>
            <p className="muted">
              {tournament.min_odds === null
                ? t('terms', { stake: money(currency.min_stake) })
                : t('termsWithOdds', { stake: money(currency.min_stake), odds: format.number(tournament.min_odds, { minimumFractionDigits: 2, maximumFractionDigits: 3 }) })}
            </p>
            <p>{t('participants', { count: currency.participants })}</p>
            <h4 className={styles.subTitle}>{t('prizes', { pool: money(currency.prize_pool) })}</h4>
            <ul className={styles.prizes}>
              {currency.prizes.map((band) => (
                <li key={band.from}>
                  {band.from === band.to ? t('prizeOne', { position: band.from, amount: money(band.amount) }) : t('prizeBand', { from: band.from, to: band.to, amount: money(band.amount) })}
                </li>
              ))}
            </ul>
            <h4 className={styles.subTitle}>{t('leaderboard')}</h4>
            <Leaderboard tournament={tournament} currency={currency} />
          </section>
        );
      })}
    </article>
  );
}

/** /promotions' tournaments: each running tournament with its prizes and live leaderboard. */
export function TournamentsSection() {
  const t = useTranslations('Tournaments');
  const locale = useLocale();
  const tournaments = useQuery({ queryKey: tournamentKeys.list(locale), queryFn: () => fetchTournaments(locale) });
  if (tournaments.isError) return <p role="alert">{t('failedToLoad')}</p>;
  if (!tournaments.data || tournaments.data.length === 0) return null;
  return (
    <section aria-labelledby="promotions-tournaments" className="stack" data-testid="tournaments-section">
      <h2 id="promotions-tournaments">{t('title')}</h2>
      <div className={styles.grid}>
        {tournaments.data.map((tournament) => (
          <TournamentCard key={tournament.id} tournament={tournament} />
        ))}
      </div>
    </section>
  );
}
