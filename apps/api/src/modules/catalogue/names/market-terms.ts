/**
 * The words of the simulated feed's market and outcome names, per public-channel language
 * (modules/catalogue/names/market-names.ts builds the names from them). `{n}` is a set, map or goal
 * number, `{line}` a total's line. English is the feed's own and is not listed.
 */
export interface MarketTerms {
  doubleChance: string;
  drawNoBet: string;
  handicap: string;
  total: string;
  winner: string;
  /** The winner of a league or cup (an outright). */
  outrightWinner: string;
  totalGames: string;
  correctScore: string;
  halfTimeResult: string;
  /** Added in brackets to a basketball or ice hockey market's name: its result counts overtime. */
  inclOvertime: string;
  bothTeamsToScore: string;
  setHandicap: string;
  mapHandicap: string;
  totalSets: string;
  totalMaps: string;
  /** `{n}`: the set's number. */
  setWinner: string;
  /** `{n}`: the map's number. */
  mapWinner: string;
  /** Which team scores goal `{n}`. */
  goal: string;
  /** `{line}`: the total's line. */
  over: string;
  under: string;
  yes: string;
  no: string;
  /** No team scores the goal. */
  none: string;
  /** Correct score: any score not listed. */
  other: string;
}
