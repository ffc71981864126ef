'use client';

import { FavouriteToggle } from '@/components/favourites/favourite-toggle';
import { Link } from '@/lib/i18n/navigation';
import { sportChildPath } from '@/lib/routes/paths';
import { sharedOutcomeNames, type TournamentGroup } from '../lib/group-by-tournament';
import type { StartLabels } from '../lib/start-labels';
import { MatchRow } from './match-row';
import styles from './league-section.module.css';

interface LeagueSectionProps {
  group: TournamentGroup;
  headingLevel: 2 | 3;
  startLabels?: StartLabels | undefined;
}

export function LeagueSection({ group, headingLevel, startLabels }: LeagueSectionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { tournament, sport } = group;
  const outcomeNames = sharedOutcomeNames(group.matches);
  return (
    <section className={styles.section} aria-labelledby={`league-${tournament.id}`}>
      <Heading id={`league-${tournament.id}`} className={styles.heading}>
        <Link href={sportChildPath(sport.key, tournament.slug)}>
          <span className={styles.context}>
            {sport.name} · {tournament.category.name}
          </span>
          <span>{tournament.name}</span>
        </Link>
        <FavouriteToggle type="tournaments" id={tournament.id} name={tournament.name} />
      </Heading>
      {outcomeNames ? (
        // Narrow screens show prices alone in the rows; this header names their columns.
        // Hidden from assistive technology: every odds button's accessible name has the outcome.
        <div className={styles.columns} aria-hidden="true" data-testid="odds-columns">
          {outcomeNames.map((name) => (
            <span key={name}>{name}</span>
          ))}
        </div>
      ) : null}
      <ul className={styles.rows}>
        {group.matches.map((match) => (
          <MatchRow key={match.matchId} match={match} startLabels={startLabels} />
        ))}
      </ul>
    </section>
  );
}
