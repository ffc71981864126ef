'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { advanceClock } from '@/lib/match/match-clock';

interface LiveClockProps {
  matchTime: string;
  stopped: boolean;
  /** Half-time (lib/match/match-clock isHalfTime): "HT" instead of the stopped clock. */
  halfTime?: boolean | undefined;
  className?: string;
}

/** A running match clock: ticks every second from the last server value; "HT" over half-time. */
export function LiveClock(props: LiveClockProps) {
  const t = useTranslations('Match');
  if (props.halfTime) {
    return (
      <abbr className={props.className} title={t('halfTimeLabel')} data-testid="match-clock">
        {t('halfTime')}
      </abbr>
    );
  }
  // A new server value (or a stop) restarts the local count from zero.
  return <TickingClock key={`${props.matchTime}|${String(props.stopped)}`} {...props} />;
}

function TickingClock({ matchTime, stopped, className }: LiveClockProps) {
  const [elapsedMs, setElapsedMs] = useState(0);

  useEffect(() => {
    if (stopped) return;
    const startedAt = Date.now();
    const timer = window.setInterval(() => setElapsedMs(Date.now() - startedAt), 1000);
    return () => window.clearInterval(timer);
  }, [stopped]);

  return (
    <time className={className} dir="ltr" data-testid="match-clock">
      {advanceClock(matchTime, stopped, elapsedMs)}
    </time>
  );
}
