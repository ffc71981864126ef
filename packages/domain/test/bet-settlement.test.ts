import { describe, expect, it } from 'vitest';
import { cashoutOffer, FACTOR_SCALE, legFactor, productPayout, settleBet, systemLinesPayout, type SettlementLeg } from '../src';

const leg = (odds: number, result: SettlementLeg['result']): SettlementLeg => ({ odds, result });

// spec core §3 "Bet results"; issue 6 settlement.
describe('leg factors', () => {
  it.each([
    ['win', 4_000],
    ['lose', 0],
    ['refund', FACTOR_SCALE],
    ['canceled', FACTOR_SCALE],
    ['half_win', 3_000],
    ['half_lose', 1_000],
  ] as const)('%s of a 2.000 leg counts %i / 2000', (result, factor) => {
    expect(legFactor(leg(2_000, result))).toBe(factor);
  });

  it('floors the product once', () => {
    expect(productPayout(333, [2 * 1_333, 2 * 1_500])).toBe(665); // 333 × 1.333 × 1.5 = 665.83
    expect(systemLinesPayout(300, [2 * 2_000, 0, 2 * 3_000], 2)).toBe(600); // one line of three: 100 × 6
    expect(systemLinesPayout(300, [2 * 2_000], 2)).toBe(0);
  });
});

describe('single bets', () => {
  const single = (result: SettlementLeg['result']) => settleBet({ type: 'single', stake: 1_000, oddsThousandths: 2_500, legs: [leg(2_500, result)] });

  it.each([
    ['win', 'win_entire', 2_500],
    ['lose', 'lose_entire', 0],
    ['refund', 'refund_entire', 1_000],
    ['canceled', 'canceled', 1_000],
    ['half_win', 'refund_half_win_other', 1_750],
    ['half_lose', 'refund_half_lose_other', 500],
  ] as const)('%s → %s paying %i', (result, expected, winAmount) => {
    expect(single(result)).toEqual({ result: expected, winAmount });
  });

  it('waits while the leg is open, and settles nothing without legs', () => {
    expect(single('open')).toBeNull();
    expect(settleBet({ type: 'single', stake: 1_000, oddsThousandths: 2_500, legs: [] })).toBeNull();
  });

  it('pays the stored potential win when every leg won, and never more than it otherwise', () => {
    expect(settleBet({ type: 'single', stake: 1_000, oddsThousandths: 2_500, potentialWin: 2_750, legs: [leg(2_500, 'win')] })).toEqual({ result: 'win_entire', winAmount: 2_750 });
    expect(settleBet({ type: 'single', stake: 1_000, oddsThousandths: 2_500, potentialWin: 1_500, legs: [leg(2_500, 'half_win')] })).toEqual({ result: 'refund_half_win_other', winAmount: 1_500 });
    expect(settleBet({ type: 'single', stake: 1_000, oddsThousandths: 2_500, potentialWin: null, legs: [leg(2_500, 'half_win')] })).toEqual({ result: 'refund_half_win_other', winAmount: 1_750 });
  });
});

describe('combo bets', () => {
  const combo = (...legs: SettlementLeg[]) => settleBet({ type: 'combo', stake: 1_000, oddsThousandths: 6_000, legs });

  it('a refunded leg counts odds 1', () => {
    expect(combo(leg(2_000, 'win'), leg(3_000, 'refund'))).toEqual({ result: 'win_entire', winAmount: 2_000 });
    expect(combo(leg(2_000, 'win'), leg(3_000, 'canceled'))).toEqual({ result: 'win_entire', winAmount: 2_000 });
  });

  it('a half-won leg counts (odds + 1) / 2, a half-lost one 1/2', () => {
    expect(combo(leg(2_000, 'win'), leg(3_000, 'half_win'))).toEqual({ result: 'refund_half_win_other', winAmount: 4_000 });
    expect(combo(leg(2_000, 'win'), leg(3_000, 'half_lose'))).toEqual({ result: 'refund_half_lose_other', winAmount: 1_000 });
    expect(combo(leg(2_000, 'half_win'), leg(3_000, 'half_lose'))).toEqual({ result: 'refund_half_lose_other', winAmount: 750 });
  });

  it('a lost leg loses everything; only refunds give the stake back; all void is canceled', () => {
    expect(combo(leg(2_000, 'lose'), leg(3_000, 'half_win'))).toEqual({ result: 'lose_entire', winAmount: 0 });
    expect(combo(leg(2_000, 'refund'), leg(3_000, 'canceled'))).toEqual({ result: 'refund_entire', winAmount: 1_000 });
    expect(combo(leg(2_000, 'canceled'), leg(3_000, 'canceled'))).toEqual({ result: 'canceled', winAmount: 1_000 });
  });

  it('waits for a leg still open unless a leg is lost', () => {
    expect(combo(leg(2_000, 'win'), leg(3_000, 'open'))).toBeNull();
    expect(combo(leg(2_000, 'refund'), leg(3_000, 'open'))).toBeNull();
  });

  it('a fully lost leg settles the accumulator at once, whatever its open legs do', () => {
    expect(combo(leg(2_000, 'lose'), leg(3_000, 'open'))).toEqual({ result: 'lose_entire', winAmount: 0 });
    expect(combo(leg(2_000, 'open'), leg(1_500, 'win'), leg(3_000, 'lose'), leg(4_000, 'open'))).toEqual({ result: 'lose_entire', winAmount: 0 });
  });

  it('a half-lost leg (Asian quarter line) is not a full loss: the combo waits', () => {
    expect(combo(leg(2_000, 'half_lose'), leg(3_000, 'open'))).toBeNull();
    expect(combo(leg(2_000, 'half_lose'), leg(1_500, 'half_lose'), leg(3_000, 'open'))).toBeNull();
  });
});

describe('system bets', () => {
  const system = (legs: SettlementLeg[], winCount: number | null | undefined = 2, potentialWin?: number) =>
    settleBet({ type: 'system', stake: 300, oddsThousandths: 0, legs, systemWinCount: winCount, ...(potentialWin === undefined ? {} : { potentialWin }) });

  it('pays each line of winCount selections its share', () => {
    // 2/3 with one loser: only the line {2.000, 3.000} wins: 100 × 6.
    expect(system([leg(2_000, 'win'), leg(1_500, 'lose'), leg(3_000, 'win')])).toEqual({ result: 'win_entire', winAmount: 600 });
    // A void leg counts 1 in its lines: 100 × (2 × 1 + 2 × 3 + 1 × 3) = 1100.
    expect(system([leg(2_000, 'win'), leg(1_500, 'refund'), leg(3_000, 'win')])).toEqual({ result: 'win_entire', winAmount: 1_100 });
  });

  it('every line lost → lose_entire; all refunds → refund_entire; all void → canceled', () => {
    expect(system([leg(2_000, 'lose'), leg(1_500, 'lose'), leg(3_000, 'win')])).toEqual({ result: 'lose_entire', winAmount: 0 });
    expect(system([leg(2_000, 'refund'), leg(1_500, 'canceled'), leg(3_000, 'refund')])).toEqual({ result: 'refund_entire', winAmount: 300 });
    expect(system([leg(2_000, 'canceled'), leg(1_500, 'canceled'), leg(3_000, 'canceled')])).toEqual({ result: 'canceled', winAmount: 300 });
  });

  it('waits for open legs while a line can still return something', () => {
    // 2/3 with one loser: the line of the two others may still win.
    expect(system([leg(2_000, 'lose'), leg(1_500, 'open'), leg(3_000, 'open')])).toBeNull();
    expect(system([leg(2_000, 'win'), leg(1_500, 'open'), leg(3_000, 'win')])).toBeNull();
    // Half-lost legs keep every line alive.
    expect(system([leg(2_000, 'half_lose'), leg(1_500, 'half_lose'), leg(3_000, 'open')])).toBeNull();
  });

  it('settles lose_entire at once when every line holds a lost leg (more losers than n − k)', () => {
    expect(system([leg(2_000, 'lose'), leg(1_500, 'lose'), leg(3_000, 'open')])).toEqual({ result: 'lose_entire', winAmount: 0 });
    // 3/4: two losers leave no line of three without one.
    expect(system([leg(2_000, 'lose'), leg(1_500, 'open'), leg(3_000, 'lose'), leg(2_500, 'open')], 3)).toEqual({ result: 'lose_entire', winAmount: 0 });
    expect(system([leg(2_000, 'lose'), leg(1_500, 'open'), leg(3_000, 'open'), leg(2_500, 'open')], 3)).toBeNull();
    // No winCount: one line of all legs, lost with its first lost leg.
    expect(system([leg(2_000, 'lose'), leg(1_500, 'open')], null)).toEqual({ result: 'lose_entire', winAmount: 0 });
  });

  it('all won pays the potential win; a missing winCount means one line of all', () => {
    expect(system([leg(2_000, 'win'), leg(1_500, 'win'), leg(3_000, 'win')], 2, 1_350)).toEqual({ result: 'win_entire', winAmount: 1_350 });
    expect(system([leg(2_000, 'win'), leg(1_500, 'win'), leg(3_000, 'win')], null)).toEqual({ result: 'win_entire', winAmount: 2_700 });
  });
});

describe('custom bets', () => {
  const custom = (...legs: SettlementLeg[]) => settleBet({ type: 'custom_bet', stake: 1_000, oddsThousandths: 4_200, legs });

  it('wins at the correlated price only when every leg wins', () => {
    expect(custom(leg(2_000, 'win'), leg(3_000, 'win'))).toEqual({ result: 'win_entire', winAmount: 4_200 });
    expect(settleBet({ type: 'custom_bet', stake: 1_000, oddsThousandths: 4_200, potentialWin: 4_100, legs: [leg(2_000, 'win')] })).toEqual({ result: 'win_entire', winAmount: 4_100 });
  });

  it('any refund refunds the entire bet; a lost or half-lost leg loses it', () => {
    expect(custom(leg(2_000, 'win'), leg(3_000, 'refund'))).toEqual({ result: 'refund_entire', winAmount: 1_000 });
    expect(custom(leg(2_000, 'win'), leg(3_000, 'half_win'))).toEqual({ result: 'refund_entire', winAmount: 1_000 });
    expect(custom(leg(2_000, 'refund'), leg(3_000, 'lose'))).toEqual({ result: 'lose_entire', winAmount: 0 });
    expect(custom(leg(2_000, 'win'), leg(3_000, 'half_lose'))).toEqual({ result: 'lose_entire', winAmount: 0 });
    expect(custom(leg(2_000, 'canceled'))).toEqual({ result: 'canceled', winAmount: 1_000 });
  });

  it('a lost or half-lost leg decides it before the other legs resolve', () => {
    expect(custom(leg(2_000, 'lose'), leg(3_000, 'open'))).toEqual({ result: 'lose_entire', winAmount: 0 });
    expect(custom(leg(2_000, 'half_lose'), leg(3_000, 'open'))).toEqual({ result: 'lose_entire', winAmount: 0 });
    expect(custom(leg(2_000, 'win'), leg(3_000, 'open'))).toBeNull();
  });
});

describe('a bet settled before all its legs resolve', () => {
  const results = ['win', 'lose', 'refund', 'half_win', 'half_lose', 'canceled'] as const;
  const every = <T>(length: number, values: readonly T[]): T[][] =>
    length === 0 ? [[]] : every(length - 1, values).flatMap((rest) => values.map((value) => [value, ...rest]));

  it('settles exactly as it would once every open leg has any result (every combination of four legs checked)', () => {
    const odds = [2_000, 1_500, 3_000, 2_500];
    const shapes = [
      { type: 'combo' as const, systemWinCount: null },
      { type: 'custom_bet' as const, systemWinCount: null },
      { type: 'system' as const, systemWinCount: 2 },
      { type: 'system' as const, systemWinCount: 3 },
    ];
    let early = 0;
    for (const shape of shapes) {
      for (const known of every(odds.length, [...results, 'open'] as const)) {
        const input = { ...shape, stake: 1_000, oddsThousandths: 9_000, potentialWin: 9_000 };
        const settled = settleBet({ ...input, legs: known.map((result, index) => leg(odds[index] ?? 2_000, result)) });
        if (settled === null || !known.includes('open')) continue;
        early += 1;
        const openAt = known.flatMap((result, index) => (result === 'open' ? [index] : []));
        for (const filled of every(openAt.length, results)) {
          const final = known.map((result, index) => (result === 'open' ? filled[openAt.indexOf(index)] ?? 'win' : result));
          expect(settleBet({ ...input, legs: final.map((result, index) => leg(odds[index] ?? 2_000, result)) })).toEqual(settled);
        }
      }
    }
    expect(early).toBeGreaterThan(0);
  });
});

describe('cashout offer', () => {
  it('values open legs at placed / current odds, less a 5 % margin', () => {
    // 1000 × 2.0 / 1.6 = 1250, less 5 % = 1187.5 → 1187.
    expect(cashoutOffer({ type: 'single', stake: 1_000, legs: [{ odds: 2_000, result: 'open', currentOdds: 1_600 }] })).toBe(1_187);
    expect(cashoutOffer({ type: 'single', stake: 1_000, marginPermille: 0, legs: [{ odds: 2_000, result: 'open', currentOdds: 2_000 }] })).toBe(1_000);
  });

  it('counts won legs at their placed odds and other settled legs by their factor', () => {
    const open = { odds: 2_000, result: 'open' as const, currentOdds: 2_000 };
    expect(cashoutOffer({ type: 'combo', stake: 1_000, marginPermille: 0, legs: [{ odds: 3_000, result: 'win', currentOdds: null }, open] })).toBe(3_000);
    expect(cashoutOffer({ type: 'combo', stake: 1_000, marginPermille: 0, legs: [{ odds: 3_000, result: 'refund', currentOdds: null }, open] })).toBe(1_000);
    expect(cashoutOffer({ type: 'combo', stake: 1_000, marginPermille: 0, legs: [{ odds: 3_000, result: 'half_lose', currentOdds: null }, open] })).toBe(500);
  });

  it('offers nothing for a lost leg, a suspended leg, a finished bet, system and custom bets, or a zero value', () => {
    const open = { odds: 2_000, result: 'open' as const, currentOdds: 2_000 };
    expect(cashoutOffer({ type: 'combo', stake: 1_000, legs: [{ odds: 3_000, result: 'lose', currentOdds: null }, open] })).toBeNull();
    expect(cashoutOffer({ type: 'single', stake: 1_000, legs: [{ odds: 2_000, result: 'open', currentOdds: null }] })).toBeNull();
    expect(cashoutOffer({ type: 'single', stake: 1_000, legs: [{ odds: 2_000, result: 'open', currentOdds: 0 }] })).toBeNull();
    expect(cashoutOffer({ type: 'single', stake: 1_000, legs: [{ odds: 2_000, result: 'win', currentOdds: null }] })).toBeNull();
    expect(cashoutOffer({ type: 'system', stake: 1_000, legs: [open] })).toBeNull();
    expect(cashoutOffer({ type: 'custom_bet', stake: 1_000, legs: [open] })).toBeNull();
    expect(cashoutOffer({ type: 'single', stake: 1, legs: [{ odds: 1_010, result: 'open', currentOdds: 500_000 }] })).toBeNull();
  });
});
