'use client';

import type { Match } from '@sportsbook/contracts/models';
import { MATCH_STATUS } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { tennisGamePoints } from '@/lib/match/tennis-points';
import { useMatch } from '../api/get-match';
import styles from './match-header.module.css';

/** The score between the competitors (and a tennis game's points), or "vs" before the start; announced as it changes. */
export function MatchScore({ matchId, initialMatch, className }: { matchId: number; initialMatch: Match; className: string | undefined }) {
  const t = useTranslations('Match');
  const match = useMatch(matchId, useLocale()).data ?? initialMatch;
  const score = match.status === MATCH_STATUS.prematch ? undefined : match.statistics?.totalScore;
  const gamePoints = score ? tennisGamePoints(match) : null;
  return (
    <div className={className} aria-live="polite" aria-atomic="true">
      {score ? (
        <span className={styles.score} aria-label={t('score', { home: score.home, away: score.away })} data-testid="match-score">
          <span dir="ltr">
            {score.home} : {score.away}
          </span>
        </span>
      ) : (
        <span className={styles.versus}>{t('versus')}</span>
      )}
      {gamePoints ? (
        <span className={styles.gamePoints} aria-label={t('gamePoints', gamePoints)} data-testid="game-points">
          <span dir="ltr">
            {gamePoints.home} : {gamePoints.away}
          </span>
        </span>
      ) : null}
    </div>
  );
}
