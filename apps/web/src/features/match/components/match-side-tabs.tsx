'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { shellLazy } from '@/lib/client-only/shell-lazy';
import { useSiteConfig } from '@/lib/site-config/site-config-store';

// The statistics (their query and table) are a chunk of their own, not the match page's first-load
// JavaScript, loaded at once (the tab is open on arrival): the server renders them inline in the
// page (shellLazy; their styles come with the match view's), the browser hydrates them.
const StatisticsPanel = shellLazy(() => import('./statistics-panel').then((module) => ({ default: module.StatisticsPanel })));
// The stream panel, and the HLS player it imports, load only when the STREAM tab opens.
const StreamPanel = lazy(() => import('./stream-panel').then((module) => ({ default: module.StreamPanel })));
// The chat (its query, form and channel) loads when its tab opens: a closed tab renders nothing.
const ChatPanel = lazy(() => import('./chat-panel'));

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
  // The site config's chat type (docs/chat.md): only the internal match chat has a tab.
  const chatShown = useSiteConfig((config) => config.chatType === 'internal');
  const panels = {
    // No Suspense boundary: the statistics must be inline in the server's HTML (shellLazy).
    STATISTICS: <StatisticsPanel matchId={matchId} live={live} home={home} away={away} />,
    STREAM: hasVideo ? (
      <Suspense fallback={<p className="muted">{t('stream.loading')}</p>}>
        <StreamPanel matchId={matchId} live={live} home={home} away={away} />
      </Suspense>
    ) : (
      <p className="muted">{t('stream.unavailable')}</p>
    ),
    CHAT: (
      <Suspense fallback={null}>
        <ChatPanel matchId={matchId} />
      </Suspense>
    ),
  };
  return (
    <Tabs
      label={t('sideTabs')}
      items={MATCH_SIDE_TABS.filter((tab) => tab !== 'CHAT' || chatShown).map((tab) => ({ id: tab.toLowerCase(), label: t(`tabs.${tab}`), content: panels[tab] }))}
    />
  );
}
