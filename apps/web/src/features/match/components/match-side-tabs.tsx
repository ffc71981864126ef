'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { Tabs } from '@/components/ui/tabs';

// The statistics (their query and table) are a chunk of their own, not the match page's first-load
// JavaScript: the server renders them as before, the browser hydrates them when the chunk arrives.
const StatisticsPanel = lazy(() => import('./statistics-panel').then((module) => ({ default: module.StatisticsPanel })));

/** Match side tabs of spec core §2: STATISTICS, STREAM, CHAT. */
export const MATCH_SIDE_TABS = ['STATISTICS', 'STREAM', 'CHAT'] as const;

interface MatchSideTabsProps {
  matchId: number;
  live: boolean;
  hasVideo: boolean;
  home: string;
  away: string;
}

export function MatchSideTabs({ matchId, live, hasVideo, home, away }: MatchSideTabsProps) {
  const t = useTranslations('Match');
  const panels = {
    STATISTICS: (
      <Suspense fallback={null}>
        <StatisticsPanel matchId={matchId} live={live} home={home} away={away} />
      </Suspense>
    ),
    STREAM: <p className="muted">{hasVideo ? t('stream.available') : t('stream.unavailable')}</p>,
    CHAT: <p className="muted">{t('chat.unavailable')}</p>,
  };
  return (
    <Tabs
      label={t('sideTabs')}
      items={MATCH_SIDE_TABS.map((tab) => ({ id: tab.toLowerCase(), label: t(`tabs.${tab}`), content: panels[tab] }))}
    />
  );
}
