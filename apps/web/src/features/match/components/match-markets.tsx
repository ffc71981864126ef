'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { DeferredHydration } from '@/components/ui/deferred-hydration';
import { Tabs } from '@/components/ui/tabs';
import { useSelectionAvailable } from '@/lib/live/provider-status-store';
import { useSiteConfig } from '@/lib/site-config/site-config-store';
import { useMatch } from '../api/get-match';
import { useMatchMarkets } from '../api/get-match-markets';
import { groupMarkets, marketGroupLabel } from '../lib/group-markets';
import { MarketCard } from './market-card';
import styles from './match-markets.module.css';

/** All of a match's markets, as tabs by market group (plus "All"). */
export function MatchMarkets({ matchId, live }: { matchId: number; live: boolean }) {
  const t = useTranslations('Match');
  const tGroups = useTranslations('MarketGroups');
  const locale = useLocale();
  const { data: markets, isError } = useMatchMarkets(matchId, locale, live);
  // Prices of an inactive provider are not available (spec promotions §4).
  const match = useMatch(matchId, locale).data;
  const available = useSelectionAvailable(match?.provider);
  // The operator's market groups (site configuration): their order, and names for groups of its own.
  const configuredGroups = useSiteConfig((config) => config.marketGroups);
  const groups = useMemo(() => groupMarkets(markets ?? [], configuredGroups), [markets, configuredGroups]);

  if (!markets) return <p role={isError ? 'alert' : 'status'}>{isError ? t('noMarkets') : null}</p>;
  if (markets.length === 0) return <p className="muted">{t('noMarkets')}</p>;

  const groupLabel = (key: string) => marketGroupLabel(key, tGroups.has(key as 'main') ? tGroups(key as 'main') : null, configuredGroups);
  const list = (items: typeof markets) => (
    <div className={styles.grid}>
      {/* Each card hydrates apart, in short tasks (components/ui/deferred-hydration). */}
      {items.map((market) => (
        <DeferredHydration key={`${market.marketId}|${market.specifier}`}>
          <MarketCard market={market} match={match} unavailable={!available} />
        </DeferredHydration>
      ))}
    </div>
  );

  return (
    <Tabs
      label={t('marketGroups')}
      variant="pills"
      items={[
        { id: 'all', label: t('allMarkets'), content: list(groups.flatMap((group) => group.markets).filter(unique)) },
        ...groups.map((group) => ({ id: group.key, label: groupLabel(group.key), content: list(group.markets) })),
      ]}
    />
  );
}

function unique<T>(item: T, index: number, items: T[]): boolean {
  return items.indexOf(item) === index;
}
