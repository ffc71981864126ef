import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMatch, anOutright } from '@/test/fixtures';
import { renderWithProviders, testQueryClient } from '@/test/render';
import { getMatchQueryOptions } from '../api/get-match';
import { MatchHeader } from './match-header';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const liveStatistics = {
  clock: { match_time: '63:10', stoppage_time: null, remaining_time: null, stopped: false },
  total_score: { home: 2, away: 1 },
  game_score: null,
  period_score: [],
  current_server: null,
  max_period_number: 2,
};

describe('MatchHeader', () => {
  it('shows both competitors, the start time and "vs" before kick-off', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<MatchHeader matchId={1} initialMatch={aMatch({ stadium: 'Emirates Stadium', city: 'London' })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Arsenal vs Chelsea' })).toBeTruthy();
    expect(screen.getByText('Arsenal')).toBeTruthy();
    expect(screen.getByText('Chelsea')).toBeTruthy();
    expect(screen.getByText('vs')).toBeTruthy();
    expect(screen.queryByTestId('match-score')).toBeNull();
    expect(screen.getByText(/^Starts May 1/).getAttribute('datetime')).toBe('2030-05-01T18:00:00Z');
    expect(screen.getByText('Emirates Stadium, London')).toBeTruthy();
  });

  it('shows the score, the running clock and the live status of a live match', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<MatchHeader matchId={1} initialMatch={aMatch({ status: 1, statistics: liveStatistics })} />);
    const score = screen.getByTestId('match-score');
    expect(score.getAttribute('aria-label')).toBe('Score 2 – 1');
    expect(score.textContent).toBe('2 : 1');
    expect(screen.getByTestId('match-clock').textContent).toMatch(/^63:1\d$/);
    expect(screen.getByLabelText('Match time 63:10')).toBeTruthy();
    expect(screen.queryByText(/^Starts/)).toBeNull();
  });

  it('shows the points of the game in play of a live tennis match, advantage as A', () => {
    vi.stubGlobal('fetch', vi.fn());
    const tennis = aMatch({
      status: 1,
      sport: { id: 5, urn_id: 'sr:sport:5', key: 'tennis', name: 'Tennis', priority: 90, type: 'regular', provider: 'betradar' },
      statistics: { ...liveStatistics, clock: null, total_score: { home: 1, away: 0 }, game_score: { home: 40, away: 50 } },
    });
    renderWithProviders(<MatchHeader matchId={1} initialMatch={tennis} />);
    const points = screen.getByTestId('game-points');
    expect(points.textContent).toBe('40 : A');
    expect(points.getAttribute('aria-label')).toBe('Game points: 40 – A');
  });

  it('shows no game points for a football match', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<MatchHeader matchId={1} initialMatch={aMatch({ status: 1, statistics: { ...liveStatistics, game_score: { home: 1, away: 0 } } })} />);
    expect(screen.queryByTestId('game-points')).toBeNull();
  });

  it('follows the cached match as it is refreshed', () => {
    vi.stubGlobal('fetch', vi.fn());
    const queryClient = testQueryClient();
    const updated = aMatch({ status: 1, statistics: { ...liveStatistics, total_score: { home: 3, away: 1 } } });
    queryClient.setQueryData(getMatchQueryOptions(1, 'en').queryKey, updated);
    renderWithProviders(<MatchHeader matchId={1} initialMatch={aMatch({ status: 1, statistics: liveStatistics })} />, queryClient);
    expect(screen.getByTestId('match-score').textContent).toBe('3 : 1');
  });

  it('uses logos when the feed has them, initials otherwise', () => {
    vi.stubGlobal('fetch', vi.fn());
    const match = aMatch({
      competitors: {
        home: { id: 'sr:competitor:1', name: 'Arsenal', logo: 'https://img.example/arsenal.png' },
        away: { id: 'sr:competitor:2', name: 'Chelsea', logo: null },
      },
    });
    const { container } = renderWithProviders(<MatchHeader matchId={1} initialMatch={match} />);
    expect(screen.getByRole('img', { name: 'Arsenal logo' }).getAttribute('src')).toBe('https://img.example/arsenal.png');
    expect(within(container).queryByRole('img', { name: 'Chelsea logo' })).toBeNull();
  });

  it('titles an outright by its name, without a score board', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(
      <MatchHeader matchId={7} initialMatch={anOutright({ id: 7, name: 'Premier League - Winner', main_market: null })} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Premier League - Winner' })).toBeTruthy();
    expect(screen.queryByText('vs')).toBeNull();
  });

  it('lists an outright’s competitors and its end date (spec core §3: competitors, end_date)', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<MatchHeader matchId={7} initialMatch={anOutright({ id: 7 })} />);
    const list = screen.getByRole('list', { name: 'Competitors' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Arsenal')).toBeTruthy();
    expect(within(list).getByText('Chelsea')).toBeTruthy();
    expect(screen.getByText('Ends May 25, 6:00 PM').getAttribute('dateTime')).toBe('2031-05-25T18:00:00Z');
  });
});
