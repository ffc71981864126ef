import { toPlacedBet, type PlacedBet } from '@sportsbook/contracts/models';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { betDto } from '../test/fixtures';
import { applyBetEvent, myBetsKeys } from './bet-events';

function clientWithLists() {
  const client = new QueryClient();
  const openKey = myBetsKeys.list(7, 'en', { status: 'open', result: 'all' });
  const allKey = myBetsKeys.list(7, 'en', { status: 'all', result: 'all' });
  client.setQueryData(openKey, [toPlacedBet(betDto())]);
  client.setQueryData(allKey, [toPlacedBet(betDto())]);
  return { client, openKey, allKey };
}

describe('applyBetEvent', () => {
  it('bet_changed merges the settled bet into every cached list', () => {
    const { client, openKey, allKey } = clientWithLists();
    applyBetEvent(client, { event_name: 'bet_changed', message: { bet: betDto({ status: 'done', result: 'win_entire', win_amount: 3500, to_cashout: null }) } });
    expect(client.getQueryData<PlacedBet[]>(openKey)).toEqual([]);
    expect(client.getQueryData<PlacedBet[]>(allKey)?.[0]).toMatchObject({ result: 'win_entire', winAmount: 3500 });
  });

  it('bet_changed removes a VIP bet that became rejected', () => {
    const { client, allKey } = clientWithLists();
    applyBetEvent(client, { event_name: 'bet_changed', message: { bet: betDto({ is_vip: true, status: 'rejected' }) } });
    expect(client.getQueryData<PlacedBet[]>(allKey)).toEqual([]);
  });

  it('bet_cashout_changed moves the offer', () => {
    const { client, openKey } = clientWithLists();
    applyBetEvent(client, { event_name: 'bet_cashout_changed', message: { bet_id: 'b1', to_cashout: 640 } });
    expect(client.getQueryData<PlacedBet[]>(openKey)?.[0]?.toCashout).toBe(640);
  });

  it('ignores other events and malformed messages', () => {
    const { client, openKey } = clientWithLists();
    const before = client.getQueryData(openKey);
    applyBetEvent(client, { event_name: 'balance_changed', message: { currency: 'EUR', balance: 1 } });
    applyBetEvent(client, { event_name: 'bet_changed', message: { bet: { id: 1 } } });
    applyBetEvent(client, { event_name: 'bet_cashout_changed', message: { bet_id: 'b1', to_cashout: 'x' } });
    expect(client.getQueryData(openKey)).toBe(before);
  });
});
