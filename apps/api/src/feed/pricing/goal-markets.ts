import { customBetGroupsFor } from './custom-bet-groups';
import { formatLine, halfLines, market, markMostBalanced, type MarketSpec } from './market-spec';
import { goalMatrix, probabilityOf } from './poisson';

export interface GoalModelInput {
  score: { home: number; away: number };
  /** Expected goals still to come in regular time. */
  remaining: { home: number; away: number };
  /** Still in the first half/period: expected goals left in it, and its score so far. */
  firstHalf: { remaining: { home: number; away: number }; score: { home: number; away: number } } | null;
  nextGoalNumber: number;
}

export interface GoalMarketOptions {
  totals: number[];
  handicaps: number[];
  correctScore: boolean;
  halfTimeName: string | null;
}

const TEAMS = [
  { key: 'home', name: '1' },
  { key: 'draw', name: 'X' },
  { key: 'away', name: '2' },
] as const;

/** Football and ice-hockey markets from a Poisson goal model (issue 2's football list). */
export function goalMarkets(input: GoalModelInput, options: GoalMarketOptions): MarketSpec[] {
  const matrix = goalMatrix(input.remaining.home, input.remaining.away);
  const p = (predicate: (home: number, away: number) => boolean) => probabilityOf(matrix, input.score, predicate);
  const home = p((h, a) => h > a);
  const draw = p((h, a) => h === a);
  const away = p((h, a) => h < a);
  const specs: MarketSpec[] = [
    market({
      typeId: 1, name: '1x2', specifier: '', groups: ['main'], priority: 1, topRank: 1,
      outcomes: TEAMS.map((team, index) => ({ key: team.key, name: team.name, probability: [home, draw, away][index] ?? 0 })),
    }),
    market({
      typeId: 10, name: 'Double chance', specifier: '', groups: ['main'], priority: 2, partition: false,
      outcomes: [
        { key: 'home_draw', name: '1X', probability: home + draw },
        { key: 'home_away', name: '12', probability: home + away },
        { key: 'draw_away', name: 'X2', probability: draw + away },
      ],
    }),
    market({
      typeId: 11, name: 'Draw no bet', specifier: '', groups: ['main'], priority: 3,
      outcomes: [
        { key: 'home', name: '1', probability: home / (home + away) },
        { key: 'away', name: '2', probability: away / (home + away) },
      ],
    }),
  ];
  const currentTotal = input.score.home + input.score.away;
  const totals = options.totals
    .filter((line) => line > currentTotal)
    .map((line) => {
      const over = p((h, a) => h + a > line);
      return market({
        typeId: 18, name: 'Total', specifier: `total=${line}`, groups: ['main', 'goals'], priority: 10,
        outcomes: [
          { key: 'over', name: `Over ${line}`, probability: over },
          { key: 'under', name: `Under ${line}`, probability: 1 - over },
        ],
      });
    });
  specs.push(...withTopRank(markMostBalanced(totals), 2));
  const handicaps = options.handicaps.map((line) => {
    const covers = asianCover(p, line);
    return market({
      typeId: 16, name: 'Handicap', specifier: `hcp=${formatLine(line)}`, groups: ['main', 'handicap'], priority: 20,
      outcomes: [
        { key: 'home', name: `1 (${formatLine(line)})`, probability: covers },
        { key: 'away', name: `2 (${formatLine(-line)})`, probability: 1 - covers },
      ],
    });
  });
  // Asian quarter lines (±0.25, ±0.75) settle half won / half lost; they never rank as top markets.
  const quarter = (spec: MarketSpec) => /\.(25|75)$/.test(spec.specifier);
  specs.push(...withTopRank(markMostBalanced(handicaps.filter((spec) => !quarter(spec))), 3), ...handicaps.filter(quarter));
  if (input.score.home === 0 || input.score.away === 0) {
    const both = p((h, a) => h > 0 && a > 0);
    specs.push(market({
      typeId: 29, name: 'Both teams to score', specifier: '', groups: ['main', 'goals'], priority: 30,
      outcomes: [{ key: 'yes', name: 'Yes', probability: both }, { key: 'no', name: 'No', probability: 1 - both }],
    }));
  }
  if (options.correctScore) specs.push(correctScore(matrix, input.score));
  if (options.halfTimeName && input.firstHalf) specs.push(halfTimeResult(input.firstHalf, options.halfTimeName));
  specs.push(nextGoal(input));
  // Quarter lines settle half won / half lost: the bet builder (whole legs only) leaves them out.
  return specs.map((spec) => ({ ...spec, customBetGroups: spec.typeId === 16 && /\.(25|75)$/.test(spec.specifier) ? [] : customBetGroupsFor(spec.typeId) }));
}

/**
 * Fair "probability" of the home side of an Asian handicap line: a quarter line is two half
 * stakes on the neighbouring lines (−0.25 = 0 and −0.5) and a whole line refunds a draw on it,
 * so the price q solves E[return] = 1: q = ½Σ P(win) / (1 − ½Σ P(push)) over the half stakes.
 * The two sides' q sum to 1. Half lines reduce to P(h − a + line > 0).
 */
export function asianCover(p: (predicate: (home: number, away: number) => boolean) => number, line: number): number {
  const parts = Number.isInteger(line * 2) ? [line] : [line - 0.25, line + 0.25];
  let win = 0;
  let push = 0;
  for (const part of parts) {
    win += p((h, a) => h - a + part > 0) / parts.length;
    push += p((h, a) => h - a + part === 0) / parts.length;
  }
  return push >= 1 ? 0.5 : win / (1 - push);
}

function withTopRank(specs: MarketSpec[], rank: number): MarketSpec[] {
  return specs.map((spec) => (spec.mostBalanced ? { ...spec, topRank: rank } : spec));
}

/** Final scores within three goals of the current one, and "other" for the rest. */
function correctScore(matrix: number[][], score: { home: number; away: number }): MarketSpec {
  const outcomes = [];
  let listed = 0;
  for (let home = 0; home <= 3; home += 1) {
    for (let away = 0; away <= 3; away += 1) {
      const probability = matrix[home]?.[away] ?? 0;
      listed += probability;
      const final = `${score.home + home}:${score.away + away}`;
      outcomes.push({ key: final, name: final, probability });
    }
  }
  // "Other" depends on the grid it is priced against: its key names the grid's corner when that is
  // not 0:0 (other@1:0), so a bet on it settles against the grid it was offered with.
  const otherKey = score.home === 0 && score.away === 0 ? 'other' : `other@${score.home}:${score.away}`;
  outcomes.push({ key: otherKey, name: 'Other', probability: Math.max(0, 1 - listed) });
  return market({ typeId: 41, name: 'Correct score', specifier: '', groups: ['score'], priority: 40, outcomes });
}

function halfTimeResult(firstHalf: NonNullable<GoalModelInput['firstHalf']>, name: string): MarketSpec {
  const matrix = goalMatrix(firstHalf.remaining.home, firstHalf.remaining.away, 8);
  const p = (predicate: (home: number, away: number) => boolean) => probabilityOf(matrix, firstHalf.score, predicate);
  return market({
    typeId: 60, name, specifier: '', groups: ['half'], priority: 50,
    outcomes: [
      { key: 'home', name: '1', probability: p((h, a) => h > a) },
      { key: 'draw', name: 'X', probability: p((h, a) => h === a) },
      { key: 'away', name: '2', probability: p((h, a) => h < a) },
    ],
  });
}

/** Who scores goal number N: the first of two Poisson processes, or nobody. */
function nextGoal(input: GoalModelInput): MarketSpec {
  const rate = input.remaining.home + input.remaining.away;
  const none = Math.exp(-rate);
  const scored = 1 - none;
  const homeShare = rate > 0 ? input.remaining.home / rate : 0.5;
  return market({
    typeId: 8, name: `Goal ${input.nextGoalNumber}`, specifier: `goalnr=${input.nextGoalNumber}`, groups: ['goals'], priority: 35,
    outcomes: [
      { key: 'home', name: '1', probability: scored * homeShare },
      { key: 'none', name: 'None', probability: none },
      { key: 'away', name: '2', probability: scored * (1 - homeShare) },
    ],
  });
}

export const FOOTBALL_MARKETS: GoalMarketOptions = {
  totals: halfLines(0.5, 5.5),
  handicaps: [-2.5, -1.5, -0.75, -0.5, -0.25, 0.25, 0.5, 0.75, 1.5, 2.5],
  correctScore: true,
  halfTimeName: 'Half-time result',
};

export const HOCKEY_MARKETS: GoalMarketOptions = {
  totals: halfLines(3.5, 7.5),
  handicaps: [-2.5, -1.5, 1.5, 2.5],
  correctScore: false,
  halfTimeName: '1st period result',
};
