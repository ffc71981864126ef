import { describe, expect, it } from 'vitest';
import { builderOdds, jointProbability, legValue, worlds, type BuilderLeg, type LegValue } from '../../src/feed/pricing/custom-bet-model';
import { goalMarkets, FOOTBALL_MARKETS, type GoalModelInput } from '../../src/feed/pricing/goal-markets';
import { LIVE_MARGIN, PREMATCH_MARGIN } from '../../src/feed/pricing/margin';

/** A known football state: 0-0 before kick-off, 1.5 and 1.1 expected goals, half of them in the first half. */
const PREMATCH: GoalModelInput = {
  score: { home: 0, away: 0 },
  remaining: { home: 1.5, away: 1.1 },
  firstHalf: { remaining: { home: 0.75, away: 0.55 }, score: { home: 0, away: 0 } },
  nextGoalNumber: 1,
};
/** Second half, 2-1, 0.6 and 0.4 expected goals to come. */
const LIVE: GoalModelInput = { score: { home: 2, away: 1 }, remaining: { home: 0.6, away: 0.4 }, firstHalf: null, nextGoalNumber: 4 };

const leg = (typeId: number, outcomeKey: string, specifier = ''): BuilderLeg => ({ typeId, specifier, outcomeKey });

function values(model: GoalModelInput, legs: BuilderLeg[]): LegValue[] {
  return legs.map((one) => {
    const value = legValue(one, model);
    if (typeof value === 'string') throw new Error(`${one.typeId}/${one.outcomeKey}: ${value}`);
    return value;
  });
}

const joint = (model: GoalModelInput, legs: BuilderLeg[]) => {
  const split = legs.some((one) => one.typeId === 60);
  return jointProbability(values(model, legs), worlds(model, split));
};

/** Independent brute force: truncated (10 goals) and renormalised Poisson per team, as the markets use. */
function enumerate(model: GoalModelInput, predicate: (home: number, away: number) => boolean): number {
  const pmf = (lambda: number) => {
    const raw = Array.from({ length: 11 }, (_, k) => {
      let factorial = 1;
      for (let i = 2; i <= k; i += 1) factorial *= i;
      return (Math.exp(-lambda) * lambda ** k) / factorial;
    });
    const total = raw.reduce((sum, p) => sum + p, 0);
    return raw.map((p) => p / total);
  };
  const home = pmf(model.remaining.home);
  const away = pmf(model.remaining.away);
  let sum = 0;
  for (let h = 0; h <= 10; h += 1) {
    for (let a = 0; a <= 10; a += 1) {
      if (predicate(model.score.home + h, model.score.away + a)) sum += (home[h] ?? 0) * (away[a] ?? 0);
    }
  }
  return sum;
}

const fair = (model: GoalModelInput, typeId: number, specifier: string, key: string) => {
  const market = goalMarkets(model, FOOTBALL_MARKETS).find((spec) => spec.typeId === typeId && spec.specifier === specifier);
  const outcome = market?.outcomes.find((candidate) => candidate.key === key);
  if (!outcome) throw new Error(`no ${typeId} ${specifier} ${key}`);
  return outcome.probability;
};

describe('bet builder model: joint probability over the final-score distribution', () => {
  it('matches an exact enumeration of the known state', () => {
    const cases: [BuilderLeg[], (h: number, a: number) => boolean][] = [
      [[leg(1, 'home'), leg(18, 'over', 'total=2.5')], (h, a) => h > a && h + a > 2.5],
      [[leg(1, 'home'), leg(29, 'no')], (h, a) => h > a && (h === 0 || a === 0)],
      [[leg(10, 'draw_away'), leg(29, 'yes'), leg(18, 'under', 'total=3.5')], (h, a) => h <= a && h > 0 && a > 0 && h + a < 3.5],
      [[leg(16, 'home', 'hcp=-1.5'), leg(18, 'over', 'total=1.5')], (h, a) => h - a - 1.5 > 0 && h + a > 1.5],
      [[leg(41, '2:1'), leg(29, 'yes')], (h, a) => h === 2 && a === 1],
      [[leg(41, 'other'), leg(1, 'away')], (h, a) => (h > 3 || a > 3) && h < a],
    ];
    for (const [legs, predicate] of cases) {
      expect(joint(PREMATCH, legs)).toBeCloseTo(enumerate(PREMATCH, predicate), 12);
    }
    expect(joint(LIVE, [leg(1, 'draw'), leg(18, 'over', 'total=5.5')])).toBeCloseTo(enumerate(LIVE, (h, a) => h === a && h + a > 5.5), 12);
  });

  it('prices one leg exactly as the market it comes from (the same Poisson model)', () => {
    for (const [typeId, specifier, key] of [[1, '', 'home'], [18, 'total=2.5', 'over'], [29, '', 'no'], [16, 'hcp=+0.5', 'away'], [41, '', '1:1'], [10, '', 'home_away']] as const) {
      expect(joint(PREMATCH, [leg(typeId, key, specifier)])).toBeCloseTo(fair(PREMATCH, typeId, specifier, key), 12);
    }
    // Half-time result and next goal come from a binomial split and the goal order: equal up to the truncation.
    expect(joint(PREMATCH, [leg(60, 'home')])).toBeCloseTo(fair(PREMATCH, 60, '', 'home'), 6);
    expect(joint(PREMATCH, [leg(8, 'away', 'goalnr=1')])).toBeCloseTo(fair(PREMATCH, 8, 'goalnr=1', 'away'), 6);
    expect(joint(PREMATCH, [leg(8, 'none', 'goalnr=1')])).toBeCloseTo(fair(PREMATCH, 8, 'goalnr=1', 'none'), 6);
  });

  it('differs from the product of the legs where outcomes correlate', () => {
    const product = (legs: BuilderLeg[]) => legs.reduce((p, one) => p * joint(PREMATCH, [one]), 1);
    const homeOver = [leg(1, 'home'), leg(18, 'over', 'total=2.5')];
    // Goals make a draw less likely: home win and over 2.5 go together.
    expect(joint(PREMATCH, homeOver)).toBeGreaterThan(product(homeOver) * 1.1);
    const homeNoBtts = [leg(1, 'home'), leg(29, 'no')];
    expect(Math.abs(joint(PREMATCH, homeNoBtts) - product(homeNoBtts))).toBeGreaterThan(0.01);
    const homeUnder = [leg(1, 'home'), leg(18, 'under', 'total=1.5')];
    expect(joint(PREMATCH, homeUnder)).toBeLessThan(product(homeUnder) * 0.9);
    // A win at half-time and at full time: strongly positive.
    const halfFull = [leg(60, 'home'), leg(1, 'home')];
    expect(joint(PREMATCH, halfFull)).toBeGreaterThan(product(halfFull) * 1.3);
  });

  it('gives zero to contradictory legs and keeps the current score in mind', () => {
    expect(joint(PREMATCH, [leg(1, 'home'), leg(41, '0:1')])).toBe(0);
    expect(joint(PREMATCH, [leg(18, 'under', 'total=0.5'), leg(29, 'yes')])).toBe(0);
    expect(joint(PREMATCH, [leg(16, 'home', 'hcp=-1.5'), leg(10, 'draw_away')])).toBe(0);
    expect(joint(PREMATCH, [leg(8, 'home', 'goalnr=1'), leg(18, 'under', 'total=0.5')])).toBe(0);
    // 2-1 already: both teams have scored, the total is over 2.5.
    expect(joint(LIVE, [leg(29, 'yes')])).toBeCloseTo(1, 12);
    expect(joint(LIVE, [leg(1, 'away'), leg(18, 'under', 'total=3.5')])).toBe(0);
  });

  it('refuses what the model cannot combine', () => {
    expect(legValue(leg(11, 'home'), PREMATCH)).toBe('not_in_builder');
    expect(legValue(leg(18, 'over', 'total=2'), PREMATCH)).toBe('not_in_builder');
    expect(legValue(leg(60, 'home'), LIVE)).toBe('not_in_builder');
    expect(legValue(leg(8, 'home', 'goalnr=1'), LIVE)).toBe('not_in_builder');
    expect(legValue(leg(1, 'nobody'), PREMATCH)).toBe('unknown_outcome');
    expect(legValue(leg(41, '0:0'), LIVE)).toBe('unknown_outcome');
  });

  it('applies the simulator margin, moves the price down to the ladder and caps it', () => {
    // 1 / (0.25 × 1.06) = 3.7735… → 3.75 (3–4 moves by 0.05); 1 / (0.25 × 1.075) = 3.7209… → 3.70.
    expect(builderOdds(0.25, PREMATCH_MARGIN)).toBe(3750);
    expect(builderOdds(0.25, LIVE_MARGIN)).toBe(3700);
    expect(builderOdds(0.0001, PREMATCH_MARGIN)).toBe(500_000);
    expect(builderOdds(0.97, PREMATCH_MARGIN)).toBeNull();
    expect(builderOdds(0, PREMATCH_MARGIN)).toBeNull();
  });
});
