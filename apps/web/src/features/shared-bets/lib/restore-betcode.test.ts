import type { SharedBetDto, SharedBetsDto } from '@sportsbook/contracts/models';
import type { RateTable, SlipBet } from '@sportsbook/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { restoreBetcode, type RestoreDeps } from './restore-betcode';
import { selection } from './shared-bet-fixture';

const combo: SharedBetDto = { type: 'combo', stake: { value: 500, currency: 'EUR', subunits: 100 }, system: null, selections: [selection('1'), { ...selection('2'), match_id: 11 }] };

const RATES: RateTable = { EUR: 1, USD: 1.08, BTC: 0.000011 };

function deps(fetchShared: RestoreDeps['fetchShared'], customOdds: RestoreDeps['customOdds'] = () => Promise.resolve(3.1)) {
  const restored: SlipBet[][] = [];
  const rates: RateTable[] = [];
  const restoring: boolean[] = [];
  const value: RestoreDeps = {
    fetchShared,
    customOdds,
    activeCurrency: () => ({ currency: 'EUR', subunits: 100 }),
    exchangeRates: vi.fn(() => Promise.resolve(RATES)),
    setRestoring: (flag) => restoring.push(flag),
    restore: (bets, table) => {
      restored.push(bets);
      rates.push(table);
    },
  };
  return { value, restored, rates, restoring };
}

const answer = (bets: SharedBetDto[]) => () => Promise.resolve<SharedBetsDto>({ bets });

describe('restoreBetcode', () => {
  it('restores the shared bets as slip bets and keeps the restoring flag for the slip to clear', async () => {
    const { value, restored, restoring } = deps(answer([combo]));
    await expect(restoreBetcode('abcdefghij', value)).resolves.toEqual({ kind: 'restored', count: 1 });
    expect(restoring).toEqual([true]);
    expect(restored).toHaveLength(1);
    const bet = restored[0]![0]!;
    expect(bet).toMatchObject({ betType: 'combo', stake: 500, currency: 'EUR', subunits: 100, stakeSource: 'sharing', customOdds: null });
    expect(bet.selections.map((item) => item.id)).toEqual(['10:1::1', '11:1::2']);
    expect(bet.selections[0]).toMatchObject({ nameA: 'A', nameB: 'B', categoryName: 'England · League', acceptedOdds: 1.8, isSuspended: false, matchUrnId: 'sr:match:10' });
  });

  it('asks for the exchange rates only when a stake is in another currency than the active one', async () => {
    const same = deps(answer([combo, { ...combo, stake: null }]));
    await restoreBetcode('abcdefghij', same.value);
    expect(same.value.exchangeRates).not.toHaveBeenCalled();
    expect(same.rates).toEqual([{}]);

    const foreign = deps(answer([{ ...combo, stake: { value: 250_000, currency: 'BTC', subunits: 100_000_000 } }]));
    await restoreBetcode('abcdefghij', foreign.value);
    expect(foreign.value.exchangeRates).toHaveBeenCalledOnce();
    expect(foreign.rates).toEqual([RATES]);
    // The stake keeps the sharer's currency and sub-units: the slip converts it.
    expect(foreign.restored[0]![0]).toMatchObject({ stake: 250_000, currency: 'BTC', subunits: 100_000_000 });
  });

  it('restores without rates when they cannot be read (the slip then resets such a stake)', async () => {
    const { value, rates } = deps(answer([{ ...combo, stake: { value: 500, currency: 'USD', subunits: 100 } }]));
    value.exchangeRates = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(restoreBetcode('abcdefghij', value)).resolves.toEqual({ kind: 'restored', count: 1 });
    expect(rates).toEqual([{}]);
  });

  it('prices a shared custom bet with the builder, and leaves it out when it has no price', async () => {
    const custom: SharedBetDto = { ...combo, type: 'custom_bet' };
    const priced = deps(answer([custom]));
    await restoreBetcode('abcdefghij', priced.value);
    expect(priced.restored[0]![0]).toMatchObject({ betType: 'custom_bet', customOdds: 3.1 });

    const unpriced = deps(answer([custom]), () => Promise.resolve(null));
    await expect(restoreBetcode('abcdefghij', unpriced.value)).resolves.toEqual({ kind: 'try_another' });
  });

  it('404 → not found, restoring turned off', async () => {
    const { value, restored, restoring } = deps(() => Promise.reject(new ApiError(404, '/x', { error: { code: 'NOT_FOUND', message: 'no' } })));
    await expect(restoreBetcode('abcdefghij', value)).resolves.toEqual({ kind: 'not_found' });
    expect(restoring).toEqual([true, false]);
    expect(restored).toEqual([]);
  });

  it('zero bets → try another bet, restoring turned off', async () => {
    const { value, restoring } = deps(answer([]));
    await expect(restoreBetcode('abcdefghij', value)).resolves.toEqual({ kind: 'try_another' });
    expect(restoring).toEqual([true, false]);
  });

  it('server error → try later, restoring turned off', async () => {
    const { value, restoring } = deps(() => Promise.reject(new ApiError(500, '/x', null)));
    await expect(restoreBetcode('abcdefghij', value)).resolves.toEqual({ kind: 'try_later' });
    expect(restoring).toEqual([true, false]);
  });

  it('a network failure → try later', async () => {
    const { value } = deps(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(restoreBetcode('abcdefghij', value)).resolves.toEqual({ kind: 'try_later' });
  });

  it('a failing restore into the slip → try later, restoring turned off', async () => {
    const { value, restoring } = deps(answer([combo]));
    value.restore = vi.fn(() => {
      throw new Error('boom');
    });
    await expect(restoreBetcode('abcdefghij', value)).resolves.toEqual({ kind: 'try_later' });
    expect(restoring).toEqual([true, false]);
  });
});
