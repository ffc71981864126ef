import type { MarketTerms } from './market-terms';

/**
 * Market and outcome names in one language, from the feed's English names (docs/languages.md,
 * "Market and outcome names"). The feed names its markets by a fixed set of patterns
 * ("Set 2 winner", "Goal 3", "Over 2.5"); each has its words in MarketTerms. A name that matches
 * no pattern ("1x2", "1 (-1.5)", "2:1", a team's name) is the same in every language and stays.
 */
export interface MarketNames {
  market(name: string): string;
  outcome(name: string): string;
}

type Rule = readonly [pattern: RegExp, name: (terms: MarketTerms, found: RegExpExecArray) => string];

const fill = (template: string, placeholder: '{n}' | '{line}', value: string | undefined) => template.replace(placeholder, value ?? '');

/** The markets named with "(incl. overtime)", by their English name. */
const OVERTIME_MARKETS = { Winner: 'winner', Handicap: 'handicap', Total: 'total' } as const;

const MARKET_RULES: readonly Rule[] = [
  [/^Double chance$/, (terms) => terms.doubleChance],
  [/^Draw no bet$/, (terms) => terms.drawNoBet],
  [/^Handicap$/, (terms) => terms.handicap],
  [/^Total$/, (terms) => terms.total],
  [/^Winner$/, (terms) => terms.winner],
  [/^Outright winner$/, (terms) => terms.outrightWinner],
  [/^Total games$/, (terms) => terms.totalGames],
  [/^Correct score$/, (terms) => terms.correctScore],
  [/^Half-time result$/, (terms) => terms.halfTimeResult],
  [/^(Winner|Handicap|Total) \(incl\. overtime\)$/, (terms, found) => `${terms[OVERTIME_MARKETS[found[1] as keyof typeof OVERTIME_MARKETS]]} (${terms.inclOvertime})`],
  [/^Both teams to score$/, (terms) => terms.bothTeamsToScore],
  [/^Set handicap$/, (terms) => terms.setHandicap],
  [/^Map handicap$/, (terms) => terms.mapHandicap],
  [/^Total sets$/, (terms) => terms.totalSets],
  [/^Total maps$/, (terms) => terms.totalMaps],
  [/^Set (\d+) winner$/, (terms, found) => fill(terms.setWinner, '{n}', found[1])],
  [/^Map (\d+) winner$/, (terms, found) => fill(terms.mapWinner, '{n}', found[1])],
  [/^Goal (\d+)$/, (terms, found) => fill(terms.goal, '{n}', found[1])],
];

const OUTCOME_RULES: readonly Rule[] = [
  [/^Over (\d+(?:\.\d+)?)$/, (terms, found) => fill(terms.over, '{line}', found[1])],
  [/^Under (\d+(?:\.\d+)?)$/, (terms, found) => fill(terms.under, '{line}', found[1])],
  [/^Yes$/, (terms) => terms.yes],
  [/^No$/, (terms) => terms.no],
  [/^None$/, (terms) => terms.none],
  [/^Other$/, (terms) => terms.other],
];

/** Names seen per language (a match page asks for the same few hundred again and again); bounded. */
const MEMO_MAX = 2_000;

function translator(rules: readonly Rule[], terms: MarketTerms): (name: string) => string {
  const memo = new Map<string, string>();
  return (name) => {
    let translated = memo.get(name);
    if (translated === undefined) {
      translated = name;
      for (const [pattern, build] of rules) {
        const found = pattern.exec(name);
        if (found) {
          translated = build(terms, found);
          break;
        }
      }
      if (memo.size >= MEMO_MAX) memo.clear();
      memo.set(name, translated);
    }
    return translated;
  };
}

/** The names of a language with these terms; English (no terms) keeps the feed's names. */
export function marketNames(terms: MarketTerms | undefined): MarketNames {
  if (!terms) return { market: (name) => name, outcome: (name) => name };
  return { market: translator(MARKET_RULES, terms), outcome: translator(OUTCOME_RULES, terms) };
}
