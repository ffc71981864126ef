import type { MatchTrackerDto, Statistics } from '@sportsbook/contracts/models';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query/query-keys';
import { renderWithProviders, testQueryClient } from '@/test/render';
import { StatisticsPanel } from './statistics-panel';

afterEach(cleanup);

const statistics = {
  totalScore: { home: 2, away: 1 },
  periodScore: [{ periodKey: 'p1', periodName: '1st half', number: 1, type: 'regular_period', homeScore: 2, awayScore: 1 }],
  corners: { home: 4, away: 2 },
  yellowCards: { home: 1, away: 0 },
  redCards: null,
} as unknown as Statistics;

const tracker: MatchTrackerDto = {
  match_id: 42, sport: 'football', possession: null,
  statistics: [{ key: 'corners', home: 4, away: 2 }, { key: 'yellow_cards', home: 1, away: 0 }],
  events: [],
};

function rendered(live: boolean, withTracker: MatchTrackerDto | null) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.matchStatistics('en', 42), statistics);
  queryClient.setQueryData(queryKeys.matchTracker(42), withTracker);
  return renderWithProviders(<StatisticsPanel matchId={42} live={live} home="Lions" away="Tigers" />, queryClient);
}

/** The score table's row labels, once the panel (and the tracker's lazy chunk) rendered. */
const scoreRows = async () =>
  within(await screen.findByRole('table', { name: /^Statistics$/ })).getAllByRole('row').slice(1).map((row) => row.querySelector('th')?.textContent);

describe('StatisticsPanel score table', () => {
  it('leaves out the counts the live tracker already compares (no corners or cards twice)', async () => {
    rendered(true, tracker);
    expect(await screen.findByTestId('tracker-statistics')).toBeTruthy();
    expect(await scoreRows()).toEqual(['Total', '1st half']);
  });

  it('keeps them when the match is not live or has no tracker', async () => {
    rendered(false, tracker);
    expect(await scoreRows()).toEqual(['Total', '1st half', 'Corners', 'Yellow cards']);
    cleanup();
    rendered(true, null);
    expect(await scoreRows()).toEqual(['Total', '1st half', 'Corners', 'Yellow cards']);
  });
});
