import { formatLine, market, markMostBalanced, type MarketSpec } from './market-spec';
import { normalCdf } from './poisson';

/** Basketball and cricket: final margin and total are modelled as normal distributions. */
export interface PointModelInput {
  /** Expected final margin (home − away) and total, with their standard deviations. */
  margin: { mean: number; sd: number };
  total: { mean: number; sd: number };
}

export interface PointMarketOptions {
  winnerName: string;
  handicapName: string | null;
  totalName: string;
  /** Distance between ladder lines. */
  step: number;
}

export function pointMarkets(input: PointModelInput, options: PointMarketOptions): MarketSpec[] {
  const { margin, total } = input;
  // Overtime / super over resolves ties, so a tie splits evenly and the winner market is two-way.
  const homeWins = normalCdf(margin.mean / Math.max(margin.sd, 0.5));
  const specs: MarketSpec[] = [
    market({
      typeId: 219, name: options.winnerName, specifier: '', groups: ['main'], priority: 1, topRank: 1,
      outcomes: [
        { key: 'home', name: '1', probability: homeWins },
        { key: 'away', name: '2', probability: 1 - homeWins },
      ],
    }),
  ];
  if (options.handicapName) {
    const centre = -Math.round(margin.mean) - 0.5;
    const handicaps = [-2, -1, 0, 1, 2].map((offset) => {
      const line = centre + offset * options.step;
      const covers = normalCdf((margin.mean + line) / Math.max(margin.sd, 0.5));
      return market({
        typeId: 223, name: options.handicapName ?? '', specifier: `hcp=${formatLine(line)}`, groups: ['main', 'handicap'], priority: 10,
        outcomes: [
          { key: 'home', name: `1 (${formatLine(line)})`, probability: covers },
          { key: 'away', name: `2 (${formatLine(-line)})`, probability: 1 - covers },
        ],
      });
    });
    specs.push(...markMostBalanced(handicaps).map((spec) => (spec.mostBalanced ? { ...spec, topRank: 3 } : spec)));
  }
  const centre = Math.round(total.mean) + 0.5;
  const totals = [-3, -2, -1, 0, 1, 2, 3].map((offset) => {
    const line = centre + offset * options.step;
    const over = 1 - normalCdf((line - total.mean) / Math.max(total.sd, 0.5));
    return market({
      typeId: 225, name: options.totalName, specifier: `total=${line}`, groups: ['main', 'totals'], priority: 20,
      outcomes: [
        { key: 'over', name: `Over ${line}`, probability: over },
        { key: 'under', name: `Under ${line}`, probability: 1 - over },
      ],
    });
  });
  specs.push(...markMostBalanced(totals).map((spec) => (spec.mostBalanced ? { ...spec, topRank: 2 } : spec)));
  return specs;
}
