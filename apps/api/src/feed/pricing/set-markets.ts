import { formatLine, market, markMostBalanced, type MarketSpec } from './market-spec';
import { finalSetScores, setWinProbability, tennisTotalGames, type SetRules, type SetsState } from './set-model';

export interface SetMarketOptions {
  bestOf: number;
  rules: SetRules;
  /** "Set" or "Map": esports books name the same markets after maps. */
  unit: 'Set' | 'Map';
  tennisGames: { gamesSoFar: number } | null;
}

/** Winner, handicap, total and correct score in sets (maps), the current set, tennis total games. */
export function setMarkets(p: number, state: SetsState, options: SetMarketOptions): MarketSpec[] {
  const { bestOf, rules, unit } = options;
  const scores = finalSetScores(p, state, bestOf, rules);
  const entries = [...scores.entries()].map(([score, probability]) => {
    const [home, away] = score.split(':').map(Number) as [number, number];
    return { score, home, away, probability };
  });
  const sum = (predicate: (home: number, away: number) => boolean) =>
    entries.reduce((total, entry) => (predicate(entry.home, entry.away) ? total + entry.probability : total), 0);
  const homeWins = sum((home, away) => home > away);
  const specs: MarketSpec[] = [
    market({
      typeId: 186, name: 'Winner', specifier: '', groups: ['main'], priority: 1, topRank: 1,
      outcomes: [
        { key: 'home', name: '1', probability: homeWins },
        { key: 'away', name: '2', probability: 1 - homeWins },
      ],
    }),
  ];
  const lines = bestOf === 3 ? [-1.5, 1.5] : [-2.5, -1.5, 1.5, 2.5];
  const handicaps = lines.map((line) => {
    const covers = sum((home, away) => home - away + line > 0);
    return market({
      typeId: 188, name: `${unit} handicap`, specifier: `hcp=${formatLine(line)}`, groups: ['main', 'handicap'], priority: 10,
      outcomes: [
        { key: 'home', name: `1 (${formatLine(line)})`, probability: covers },
        { key: 'away', name: `2 (${formatLine(-line)})`, probability: 1 - covers },
      ],
    });
  });
  specs.push(...markMostBalanced(handicaps).map((spec) => (spec.mostBalanced && !options.tennisGames ? { ...spec, topRank: 2 } : spec)));
  const totalLines = bestOf === 3 ? [2.5] : [3.5, 4.5];
  for (const line of totalLines) {
    const over = sum((home, away) => home + away > line);
    specs.push(market({
      typeId: 202, name: `Total ${unit.toLowerCase()}s`, specifier: `total=${line}`, groups: ['main', 'totals'], priority: 20,
      outcomes: [
        { key: 'over', name: `Over ${line}`, probability: over },
        { key: 'under', name: `Under ${line}`, probability: 1 - over },
      ],
    }));
  }
  specs.push(market({
    typeId: 199, name: 'Correct score', specifier: '', groups: ['score'], priority: 30,
    outcomes: entries
      .sort((left, right) => right.home - left.home || left.away - right.away)
      .map((entry) => ({ key: entry.score, name: entry.score, probability: entry.probability })),
  }));
  const setNumber = state.sets.home + state.sets.away + 1;
  const deciding = setNumber === bestOf;
  const setWin = setWinProbability(p, state.points.home, state.points.away, deciding ? rules.decidingPointsToWin : rules.pointsToWin, rules);
  specs.push(market({
    typeId: 210, name: `${unit} ${setNumber} winner`, specifier: `setnr=${setNumber}`, groups: ['main', unit === 'Map' ? 'maps' : 'sets'], priority: 5,
    outcomes: [
      { key: 'home', name: '1', probability: setWin },
      { key: 'away', name: '2', probability: 1 - setWin },
    ],
  }));
  if (options.tennisGames) specs.push(...totalGames(p, state, options));
  return specs;
}

function totalGames(p: number, state: SetsState, options: SetMarketOptions): MarketSpec[] {
  const distribution = tennisTotalGames(p, state, options.bestOf, options.rules, options.tennisGames?.gamesSoFar ?? 0);
  const specs = [18.5, 20.5, 22.5, 24.5].map((line) => {
    let over = 0;
    for (const [games, probability] of distribution) if (games > line) over += probability;
    return market({
      typeId: 189, name: 'Total games', specifier: `total=${line}`, groups: ['main', 'games'], priority: 15,
      outcomes: [
        { key: 'over', name: `Over ${line}`, probability: over },
        { key: 'under', name: `Under ${line}`, probability: 1 - over },
      ],
    });
  });
  return markMostBalanced(specs).map((spec) => (spec.mostBalanced ? { ...spec, topRank: 2 } : spec));
}
