import { AUTH_STATUS } from '@sportsbook/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { renderWithProviders } from '@/test/render';
import { fetchBets } from '../api/bets-api';
import { betDto } from '../test/fixtures';
import { MyBetsPanel } from './my-bets-panel';

vi.mock('../api/bets-api', () => ({ fetchBets: vi.fn(), cashoutBet: vi.fn() }));
const fetchList = vi.mocked(fetchBets);

afterEach(() => {
  cleanup();
  fetchList.mockReset();
  useAuthStore.setState({ status: AUTH_STATUS.unknown, profile: null });
});

/** The lines listed (a query by role over 70 items is slow in jsdom). */
const items = (list: HTMLElement) => [...list.querySelectorAll(':scope > li')];

/** A 4/8 system: 70 lines of €1.00 (issue 18 point 8: a big system's lines are paged). */
function system48() {
  const [first] = betDto().selections;
  if (!first) throw new Error('fixture without selections');
  const selections = Array.from({ length: 8 }, (_, index) => ({
    ...first,
    id: `s${index}`,
    outcome: { id: '1', name: `Pick ${index + 1}` },
    match: { ...first.match, id: 100 + index, home: `H${index + 1}`, away: `A${index + 1}` },
  }));
  return betDto({ id: 'sys', ref: 'SYS', type: 'system', system: { id: '4/8', win_count: 4, total_count: 8 }, stake: { value: 7000, currency: 'EUR', subunits: 100 }, selections });
}

describe('SystemLines of a big system', () => {
  it('shows the first 10 of 70 lines, adds 10 per "Show more" with focus on the first added line, and collapses again', { timeout: 30_000 }, async () => {
    useAuthStore.setState({ status: AUTH_STATUS.loggedIn, profile: { id: 7 } as never });
    fetchList.mockResolvedValue([system48()]);
    renderWithProviders(<MyBetsPanel />);
    const card = (await screen.findAllByRole('article'))[0]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Selections (8) and lines (70)' }));

    const list = within(card).getByRole('list', { name: 'Lines of bet #SYS' });
    expect(items(list)).toHaveLength(10);
    expect(items(list)[0]!.textContent).toContain('Line 1: Pick 1 (H1 – A1) + Pick 2 (H2 – A2) + Pick 3 (H3 – A3) + Pick 4 (H4 – A4)');

    const more = within(card).getByTestId('system-lines-more');
    expect(more.textContent).toBe('Show 10 more lines (10 of 70 shown)');
    expect(more.getAttribute('aria-controls')).toBe(list.id);
    fireEvent.click(more);
    const twenty = items(list);
    expect(twenty).toHaveLength(20);
    expect(twenty[10]!.textContent).toContain('Line 11:');
    expect(document.activeElement).toBe(twenty[10]);

    for (let page = 0; page < 4; page += 1) fireEvent.click(within(card).getByTestId('system-lines-more'));
    expect(items(list)).toHaveLength(60);
    expect(within(card).getByTestId('system-lines-more').textContent).toBe('Show 10 more lines (60 of 70 shown)');
    fireEvent.click(within(card).getByTestId('system-lines-more'));
    const all = items(list);
    expect(all).toHaveLength(70);
    expect(all[69]!.textContent).toContain('Line 70: Pick 5 (H5 – A5) + Pick 6 (H6 – A6) + Pick 7 (H7 – A7) + Pick 8 (H8 – A8)');
    expect(document.activeElement).toBe(all[60]);
    expect(within(card).queryByTestId('system-lines-more')).toBeNull();

    const fewer = within(card).getByTestId('system-lines-fewer');
    expect(fewer.textContent).toBe('Show only the first 10 lines (of 70)');
    fireEvent.click(fewer);
    expect(items(list)).toHaveLength(10);
  });

  it('shows a small system whole, with no paging button', async () => {
    useAuthStore.setState({ status: AUTH_STATUS.loggedIn, profile: { id: 7 } as never });
    const big = system48();
    fetchList.mockResolvedValue([{ ...big, system: { id: '2/3', win_count: 2, total_count: 3 }, selections: big.selections.slice(0, 3) }]);
    renderWithProviders(<MyBetsPanel />);
    const card = (await screen.findAllByRole('article'))[0]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Selections (3) and lines (3)' }));
    expect(within(within(card).getByRole('list', { name: 'Lines of bet #SYS' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).queryByTestId('system-lines-more')).toBeNull();
    expect(within(card).queryByTestId('system-lines-fewer')).toBeNull();
  });
});
