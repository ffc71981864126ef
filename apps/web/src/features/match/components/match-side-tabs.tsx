'use client';

import { useTranslations } from 'next-intl';
import { Tabs } from '@/components/ui/tabs';
import { StatisticsPanel } from './statistics-panel';

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
    STATISTICS: <StatisticsPanel matchId={matchId} live={live} home={home} away={away} />,
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
