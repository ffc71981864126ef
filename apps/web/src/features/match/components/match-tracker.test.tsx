import type { MatchTrackerDto, TrackerEventDto } from '@sportsbook/contracts/models';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPublicEvent } from '@/lib/live/apply-event';
import { queryKeys } from '@/lib/query/query-keys';
import { renderWithProviders, testQueryClient } from '@/test/render';
import MatchTracker from './match-tracker';

afterEach(cleanup);

const event = (id: number, kind: TrackerEventDto['kind'], team: TrackerEventDto['team'], time = '10:00'): TrackerEventDto => ({ id, kind, team, period: 1, match_time: time, points: null });
const tracker = (events: TrackerEventDto[], corners = { home: 1, away: 0 }): MatchTrackerDto => ({
  match_id: 42, sport: 'football', possession: { home: 58, away: 42 },
  statistics: [{ key: 'attacks', home: 12, away: 4 }, { key: 'corners', ...corners }],
  events,
});

function rendered(initial: MatchTrackerDto) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.matchTracker(42), initial);
  return renderWithProviders(<MatchTracker matchId={42} live home="Lions" away="Tigers" />, queryClient);
}

describe('MatchTracker (docs/match-centre.md)', () => {
  it('says the current play and by whom, lists the latest events and compares the statistics in a table', () => {
    rendered(tracker([event(3, 'dangerous_attack', 'home', '11:30'), event(2, 'corner', 'home'), event(1, 'attack', 'away', '09:10')]));
    expect(screen.getByTestId('tracker-phase').textContent).toBe('Dangerous attack: Lions');
    const items = within(screen.getByTestId('tracker-timeline')).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['11:30Dangerous attack: Lions', '10:00Corner: Lions', '09:10Attack: Tigers']);
    const table = screen.getByRole('table', { name: 'Match statistics' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent));
    expect(rows).toEqual([['58 %', 'Possession', '42 %'], ['12', 'Attacks', '4'], ['1', 'Corners', '0']]);
    // The latest notable event only (the corner), not the attack that followed it.
    expect(screen.getByRole('status').textContent).toBe('10:00 Corner: Lions');
  });

  it('follows match_tracker on the match channel: a new event and new numbers without a reload', async () => {
    const { queryClient } = rendered(tracker([event(1, 'attack', 'away')]));
    act(() => {
      applyPublicEvent(queryClient, 'en', { event_name: 'match_tracker', message: { tracker: tracker([event(2, 'goal', 'home', '12:00'), event(1, 'attack', 'away')], { home: 2, away: 1 }) } });
    });
    await waitFor(() => expect(screen.getByTestId('tracker-phase').textContent).toBe('Goal!: Lions'));
    expect(screen.getByRole('status').textContent).toBe('12:00 Goal!: Lions');
    expect(within(screen.getByRole('table')).getByText('Corners').closest('tr')!.textContent).toBe('2Corners1');
  });

  it('names the periods as the sport does', () => {
    rendered(tracker([{ ...event(2, 'period_started', null, '45:00'), period: 2 }, { ...event(1, 'period_ended', null, '45:00'), period: 1 }]));
    expect(screen.getByTestId('tracker-phase').textContent).toBe('Half 2 started');
    expect(screen.getByRole('status').textContent).toBe('45:00 Half 2 started');
  });

  it('shows nothing for a match not in play', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(queryKeys.matchTracker(42), null);
    const { container } = renderWithProviders(<MatchTracker matchId={42} live home="Lions" away="Tigers" />, queryClient);
    expect(container.textContent).toBe('');
  });
});
