'use client';

import type { Match } from '@sportsbook/contracts/models';
import { MATCH_STATUS, type MatchStatus } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { LiveClock } from '@/components/match/live-clock';
import { isHalfTime } from '@/lib/match/match-clock';
import { useMatchChannel } from '@/lib/realtime/use-match-channel';
import { useMatch } from '../api/get-match';
import styles from './match-header.module.css';

const STATUS_KEYS = {
  [MATCH_STATUS.prematch]: 'prematch',
  [MATCH_STATUS.live]: 'live',
  [MATCH_STATUS.stopped]: 'stopped',
  [MATCH_STATUS.closed]: 'closed',
  [MATCH_STATUS.finished]: 'finished',
  [MATCH_STATUS.notCovered]: 'notCovered',
} as const satisfies Record<MatchStatus, string>;

/**
 * The header's status line: status, the running clock of a live match, else its start time. It
 * holds the match's own realtime channel while the page is open.
 */
export function MatchLiveStatus({ matchId, initialMatch }: { matchId: number; initialMatch: Match }) {
  const t = useTranslations('Match');
  const tStatus = useTranslations('Status');
  const match = useMatch(matchId, useLocale()).data ?? initialMatch;
  useMatchChannel(matchId);
  const clock = match.statistics?.clock;
  const halfTime = isHalfTime(match.statistics, match.stage);
  return (
    <>
      <span className={styles.status} data-live={match.isLive}>
        {tStatus(STATUS_KEYS[match.status])}
      </span>
      {match.isLive && clock?.matchTime ? (
        <span aria-label={halfTime ? t('halfTimeLabel') : t('clock', { time: clock.matchTime })}>
          <LiveClock matchTime={clock.matchTime} stopped={clock.stopped} halfTime={halfTime} className={styles.clock} />
        </span>
      ) : null}
      {match.isLive ? null : (
        <time dateTime={match.startTime}>{t('startsAt', { time: t('startTime', { time: new Date(match.startTime) }) })}</time>
      )}
    </>
  );
}
