import type { SportDto } from '@sportsbook/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSports } from './get-sports';

afterEach(() => vi.unstubAllGlobals());

const sport = (id: number, key: string, name: string, priority: number): SportDto => ({
  id,
  urn_id: `sr:sport:${id}`,
  key,
  name,
  priority,
  type: 'regular',
  provider: 'betradar',
});

describe('getSports', () => {
  it('lists the most important sport (the lowest priority number) first, ties by name', async () => {
    // Priorities of apps/api feed data: football 1 … cricket 7, e-sports 20–22.
    const data = [
      sport(22, 'lol', 'League of Legends', 22),
      sport(4, 'ice-hockey', 'Ice Hockey', 4),
      sport(1, 'football', 'Football', 1),
      sport(20, 'cs2', 'Counter-Strike 2', 20),
      sport(5, 'volleyball', 'Volleyball', 5),
      sport(6, 'table-tennis', 'Table Tennis', 5),
    ];
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(JSON.stringify({ data, pagination: { total: data.length, page: 1, limit: 500, last_page: 1 } }))),
    );
    const sports = await getSports('en');
    expect(sports.map((item) => item.key)).toEqual(['football', 'ice-hockey', 'table-tennis', 'volleyball', 'cs2', 'lol']);
  });
});
