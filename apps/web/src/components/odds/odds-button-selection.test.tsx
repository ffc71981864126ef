import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toMarket, toMatch } from '@sportsbook/contracts/models';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetBetslipForTests, useBetslipStore } from '@/lib/betslip/betslip-store';
import { useSelectedStore } from '@/lib/betslip/selected-store';
import { marketDto, matchDto } from '@/test/fixtures';
import { providersWrapper } from '@/test/providers-wrapper';
import { OddsButton } from './odds-button';

beforeEach(() => {
  localStorage.clear();
  resetBetslipForTests();
});
afterEach(cleanup);

describe('OddsButton selection', () => {
  it('toggles the outcome on the bet slip and shows it pressed', async () => {
    const match = toMatch(matchDto({ id: 77 }));
    const market = toMarket(marketDto());
    const outcome = market.outcomes[0]!;
    render(<OddsButton outcomeName={outcome.name} odds={outcome.odds} suspended={false} selection={{ match, market, outcome }} />, { wrapper: providersWrapper() });
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(useBetslipStore.getState().ticket.bets[0]?.selections[0]).toMatchObject({ matchId: 77, outcomeId: outcome.outcomeId, odds: outcome.odds });
    expect(useSelectedStore.getState().panelOpen).toBe(true);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
  });
});
