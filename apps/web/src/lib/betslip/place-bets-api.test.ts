import type { BetDto, PlaceBetsBody } from '@sportsbook/contracts/models';
import { BET_TYPE, createSingleBet, type SlipBet, type SlipSelection } from '@sportsbook/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { postBets, toPlaceBetBody } from './place-bets-api';

vi.mock('@/lib/auth/sportsbook-token', () => ({
  getSportsbookToken: vi.fn(() => Promise.resolve('jwt-token')),
  clearSportsbookToken: vi.fn(),
}));

const body: PlaceBetsBody = {
  meta: { device_id: 'device-1', quick: false, type: 'single', locale: 'en' },
  bets: [{ type: 'single', stake: { value: 100, currency: 'EUR' }, selections: [{ match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 2 }], system: null, custom_odds: null, bonus: null }],
};
const placed = [{ id: '7' }] as BetDto[];
const json = (status: number, payload: unknown) => new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
const keysOf = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map((call) => ((call[1] as RequestInit).headers as Record<string, string>)['idempotency-key']);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('postBets (issue 19 point 11)', () => {
  it('sends the same placement again with the same Idempotency-Key when its outcome is unknown (network failure, 503 OUTCOME_UNKNOWN)', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(503, { error: { code: 'OUTCOME_UNKNOWN', message: 'may have been placed' } }))
      .mockResolvedValueOnce(json(201, { data: placed }));
    vi.stubGlobal('fetch', fetchMock);
    const answer = postBets(body, 'key-1');
    await vi.runAllTimersAsync();
    await expect(answer).resolves.toEqual(placed);
    expect(keysOf(fetchMock)).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('gives up after two retries, and never retries a refusal', async () => {
    vi.useFakeTimers();
    const lost = vi.fn(() => Promise.resolve(json(503, { error: { code: 'OUTCOME_UNKNOWN', message: 'lost' } })));
    vi.stubGlobal('fetch', lost);
    const answer = postBets(body, 'key-2').catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await answer).toBeInstanceOf(ApiError);
    expect(lost).toHaveBeenCalledTimes(3);

    const refused = vi.fn(() => Promise.resolve(json(422, { error: { code: 'INSUFFICIENT_FUNDS', message: 'no' } })));
    vi.stubGlobal('fetch', refused);
    await expect(postBets(body, 'key-3')).rejects.toMatchObject({ status: 422 });
    expect(refused).toHaveBeenCalledTimes(1);
  });
});

const leg = (id: string): SlipSelection => ({
  id, type: 'match', matchId: Number(id), matchUrnId: '', matchSlug: '', marketId: 1, marketName: '', specifier: '', outcomeId: '1', outcomeName: '',
  odds: 2, acceptedOdds: 2, initialOdds: 2, active: true, provider: 'betradar', sportKey: 'football', nameA: '', nameB: '', categoryName: '',
  matchStatus: 0, isSuspended: false, isChanged: false, isNotAvailable: false,
});

// issue 20 "the combo-boost marker with the active range's odds is sent with the bet"; promotions §4.
describe('the bonus marker of a placed bet', () => {
  const combo: SlipBet = { ...createSingleBet(leg('1'), { currency: 'EUR', subunits: 100 }), betType: BET_TYPE.combo, stake: 1_000, selections: ['1', '2', '3'].map(leg) };

  it('carries a combo boost\'s range odds as a decimal', () => {
    expect(toPlaceBetBody({ ...combo, bonus: { bonusId: '7', bonusType: 'comboboost', oddsThousandths: 1100 } }).bonus).toEqual({ id: '7', type: 'comboboost', odds: 1.1 });
  });

  it('carries no odds for a free bet, and nothing without a bonus', () => {
    expect(toPlaceBetBody({ ...combo, bonus: { bonusId: '8', bonusType: 'freebet', freebetStake: 500 } }).bonus).toEqual({ id: '8', type: 'freebet', odds: null });
    expect(toPlaceBetBody({ ...combo, bonus: null }).bonus).toBeNull();
  });
});
