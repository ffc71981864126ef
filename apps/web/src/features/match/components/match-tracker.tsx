'use client';

import type { MatchTrackerDto, TrackerEventDto } from '@sportsbook/contracts/models';
import { useLocale, useTranslations } from 'next-intl';
import { useMatchTracker } from '../api/get-match-tracker';
import { FIELD, latestAnnounced, markerPosition, periodUnitOf, surfaceOf } from '../lib/tracker-view';
import { TrackerStatistics } from './tracker-statistics';
import styles from './match-tracker.module.css';

const TIMELINE_SHOWN = 8;

interface MatchTrackerProps {
  matchId: number;
  live: boolean;
  home: string;
  away: string;
}

/**
 * The live match tracker of the STATISTICS tab (docs/match-centre.md): the field with the
 * current play by which side, the latest events, and the running statistics as bars. A chunk of
 * its own, loaded with the tab; driven by match_tracker on the match channel.
 */
export default function MatchTracker({ matchId, live, home, away }: MatchTrackerProps) {
  const t = useTranslations('Match.tracker');
  const locale = useLocale();
  const { data: tracker } = useMatchTracker(matchId, locale, live);
  if (!tracker) return null;

  const teamName = (team: TrackerEventDto['team']) => (team === 'home' ? home : team === 'away' ? away : null);
  const unit = t(`units.${periodUnitOf(tracker.sport)}`);
  const describe = (event: TrackerEventDto) => {
    const what = t(`events.${event.kind}`, { points: event.points ?? 0, period: event.period, unit });
    const team = teamName(event.team);
    return team ? t('eventOf', { event: what, team }) : what;
  };
  const latest = tracker.events[0];
  const announced = latestAnnounced(tracker.events);

  return (
    <section className={styles.tracker} aria-label={t('title')}>
      <Field tracker={tracker} latest={latest} />
      <p className={styles.phase} data-testid="tracker-phase" data-event-id={latest?.id ?? 0} data-team={latest?.team ?? 'none'}>
        {latest ? describe(latest) : t('waiting')}
      </p>
      {/* The latest goal, card, corner or period, once: not every attack. */}
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announced ? t('announcement', { time: announced.match_time ?? '', event: describe(announced) }) : ''}
      </p>
      <h2 className={styles.heading}>{t('timeline')}</h2>
      {tracker.events.length === 0 ? (
        <p className="muted">{t('waiting')}</p>
      ) : (
        <ol className={styles.timeline} data-testid="tracker-timeline">
          {tracker.events.slice(0, TIMELINE_SHOWN).map((event) => (
            <li key={event.id} data-event-id={event.id} data-kind={event.kind} className={styles[`side-${event.team ?? 'none'}`]}>
              {event.match_time ? <span className={styles.time}>{event.match_time}</span> : null}
              <span>{describe(event)}</span>
            </li>
          ))}
        </ol>
      )}
      <TrackerStatistics tracker={tracker} home={home} away={away} />
    </section>
  );
}

/** The pitch (goal sports) or court, with the marker where the latest play is; decorative (the text says it). */
function Field({ tracker, latest }: { tracker: MatchTrackerDto; latest: TrackerEventDto | undefined }) {
  const { x, y } = markerPosition(latest);
  const pitch = surfaceOf(tracker.sport) === 'pitch';
  const { width, height } = FIELD;
  return (
    <svg className={styles.field} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false" data-surface={pitch ? 'pitch' : 'court'}>
      <rect x="0.5" y="0.5" width={width - 1} height={height - 1} className={styles.lines} />
      <line x1={width / 2} y1="0.5" x2={width / 2} y2={height - 0.5} className={styles.lines} />
      {pitch ? (
        <>
          <circle cx={width / 2} cy={height / 2} r="8" className={styles.lines} />
          <rect x="0.5" y="16" width="14" height="28" className={styles.lines} />
          <rect x={width - 14.5} y="16" width="14" height="28" className={styles.lines} />
        </>
      ) : null}
      {latest?.team ? <rect x={latest.team === 'home' ? width / 2 : 0.5} y="0.5" width={width / 2 - 0.5} height={height - 1} className={styles.zone} /> : null}
      <g className={styles.marker} style={{ transform: `translate(${x}px, ${y}px)` }} data-kind={latest?.kind ?? 'none'}>
        <circle r="3" className={latest?.kind === 'goal' ? styles.goal : undefined} />
      </g>
    </svg>
  );
}
