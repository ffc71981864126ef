/** A market as a model produces it: fair probabilities, before the bookmaker margin. */
export interface OutcomeSpec {
  key: string;
  name: string;
  probability: number;
}

export interface MarketSpec {
  /** Wire market id: the market type (1 = 1x2, 18 = total …), as feeds number them. */
  typeId: number;
  name: string;
  specifier: string;
  groups: string[];
  priority: number;
  /** 1 main, 2 secondary, 3+ other top markets, 0 not on listings. */
  topRank: number;
  mostBalanced: boolean;
  /** True when the outcomes are exclusive and exhaustive (fair probabilities sum to 1). */
  partition: boolean;
  outcomes: OutcomeSpec[];
  /** Bet builder groups (custom_bet_groups on the wire); absent or empty: not in the builder. */
  customBetGroups?: string[];
}

export function market(
  fields: Omit<MarketSpec, 'topRank' | 'mostBalanced' | 'partition'> & Partial<Pick<MarketSpec, 'topRank' | 'mostBalanced' | 'partition'>>,
): MarketSpec {
  return { topRank: 0, mostBalanced: false, partition: true, ...fields };
}

/** Two-way over/under ladders mark the line nearest to 50/50 as most balanced (spec core §3). */
export function markMostBalanced(specs: MarketSpec[]): MarketSpec[] {
  let best: MarketSpec | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const spec of specs) {
    const first = spec.outcomes[0];
    if (!first) continue;
    const distance = Math.abs(first.probability - 0.5);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = spec;
    }
  }
  return specs.map((spec) => (spec === best ? { ...spec, mostBalanced: true } : spec));
}

/** Lines such as 0.5, 1.5 … from min to max. */
export function halfLines(min: number, max: number, step = 1): number[] {
  const lines: number[] = [];
  for (let line = min; line <= max + 1e-9; line += step) lines.push(Math.round(line * 10) / 10);
  return lines;
}

export function formatLine(line: number): string {
  return line > 0 ? `+${line}` : String(line);
}
