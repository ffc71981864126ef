import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toMarket, toMatch, type GenericBonusDto } from '@sportsbook/contracts/models';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { hydrateBetslip, resetBetslipForTests, selectOutcome, setBetType, useBetslipStore } from '@/lib/betslip/betslip-store';
import { toSlipSelection } from '@/lib/betslip/selection-model';
import { DEFAULT_SLIP_SETTINGS, setSlipSettings } from '@/lib/betslip/slip-settings';
import { marketDto, matchDto } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { SLIP_OFFERS_PATH } from '../lib/slip-offers-request';
import { Betslip } from './betslip';

vi.mock('@/lib/auth/sportsbook-token', () => ({ getSportsbookToken: () => Promise.resolve('token'), clearSportsbookToken: () => undefined }));

function selection(matchId: number, odds: number) {
  const match = toMatch(matchDto({ id: matchId }));
  const market = toMarket(marketDto({ id: 1, specifier: '', name: '1x2', outcomes: [{ id: '1', name: `Home ${matchId}`, active: true, odds }] }));
  return toSlipSelection({ match, market, outcome: market.outcomes[0]! });
}

const generic = (type: GenericBonusDto['type'], id: string, details: Partial<GenericBonusDto['details']>): GenericBonusDto => ({
  type, details: { id, name: id, amount: null, ranges: null, selected_range: null, suitable_selections: [], farming_stats: null, ...details }, currency: 'EUR', farming_freebet_type: null,
});

let offers: GenericBonusDto[];
const asked: unknown[] = [];
beforeEach(() => {
  localStorage.clear();
  resetBetslipForTests();
  setSlipSettings({ ...DEFAULT_SLIP_SETTINGS, stakes: [100, 500, 1000, 0] });
  useAuthStore.setState({ status: 'LOGGED_IN', currency: 'EUR', accounts: [], settings: null });
  hydrateBetslip();
  offers = [generic('comboboost', '7', { ranges: [{ min_count: 3, max_count: 4, bonus_odds: 1.1 }], selected_range: 0 }), generic('freebet', '8', { amount: 500 })];
  asked.length = 0;
  vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit) => {
    if (url !== SLIP_OFFERS_PATH) return Promise.reject(new Error(`unexpected ${url}`));
    asked.push(JSON.parse(init.body as string));
    return Promise.resolve(new Response(JSON.stringify({ data: [{ bet_index: 0, bonuses: offers }] }), { status: 200 }));
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bet = () => useBetslipStore.getState().ticket.bets[0];

// issue 20 "the bonus picker per bet … a free bet sets the stake to its amount and removing it
// resets the stake to 0 … boosted odds and the boosted potential win shown"; spec core §4.
describe('the slip\'s bonus picker', () => {
  beforeEach(() => {
    selectOutcome(selection(1, 2));
    selectOutcome(selection(2, 2));
    selectOutcome(selection(3, 2));
    setBetType('combo');
  });

  it('offers what the server answers for the slip\'s bets; a combo boost shows the boosted odds and potential win', async () => {
    renderWithProviders(<Betslip />);
    const picker = await screen.findByTestId('bonus-picker-0');
    expect(asked.at(-1)).toMatchObject({ bets: [{ type: 'combo', currency: 'EUR', selections: [{ match_id: 1, odds: 2 }, { match_id: 2, odds: 2 }, { match_id: 3, odds: 2 }] }] });
    expect([...picker.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['No bonus', 'Combo boost ×1.10', 'Free bet €5.00']);
    fireEvent.click(screen.getAllByRole('button', { name: /€5/ })[0]!);
    fireEvent.change(picker, { target: { value: 'comboboost:7' } });
    expect(bet()?.bonus).toEqual({ bonusId: '7', bonusType: 'comboboost', oddsThousandths: 1100 });
    expect(screen.getByTestId('total-odds-0').textContent).toBe('8.00');
    expect(screen.getByTestId('boosted-odds-0').textContent).toBe('8.80');
    expect(screen.getByTestId('potential-win-0').textContent).toBe('€44.00');
  });

  it('a free bet sets the stake to its amount (fixed) and shows its profit; no bonus resets the stake to 0', async () => {
    renderWithProviders(<Betslip />);
    const picker = await screen.findByTestId('bonus-picker-0');
    fireEvent.change(picker, { target: { value: 'freebet:8' } });
    expect(bet()).toMatchObject({ stake: 500, bonus: { bonusId: '8', bonusType: 'freebet', freebetStake: 500 } });
    expect(screen.getByTestId<HTMLInputElement>('stake-0').disabled).toBe(true);
    expect(screen.getByTestId('potential-win-0').textContent).toBe('€35.00');
    fireEvent.change(picker, { target: { value: '' } });
    expect(bet()).toMatchObject({ stake: 0, bonus: null });
  });

  it('a free bet no longer offered resets the stake to 0 and the combo boost replaces it', async () => {
    renderWithProviders(<Betslip />);
    fireEvent.change(await screen.findByTestId('bonus-picker-0'), { target: { value: 'freebet:8' } });
    offers = [offers[0]!];
    selectOutcome(selection(4, 2));
    await waitFor(() => expect(bet()?.bonus?.bonusType).toBe('comboboost'));
    expect(bet()?.stake).toBe(0);
  });

  it('asks nothing and shows no picker for a visitor', async () => {
    useAuthStore.setState({ status: 'NOT_LOGGED_IN' });
    renderWithProviders(<Betslip />);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toHaveLength(0);
    expect(screen.queryByTestId('bonus-picker-0')).toBeNull();
  });
});
