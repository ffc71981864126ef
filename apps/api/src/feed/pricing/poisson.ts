/** Poisson helpers for goal models (football, ice hockey). */
export function poissonPmf(lambda: number, maxGoals: number): number[] {
  const pmf: number[] = [];
  let term = Math.exp(-lambda);
  for (let goals = 0; goals <= maxGoals; goals += 1) {
    pmf.push(term);
    term = (term * lambda) / (goals + 1);
  }
  const total = pmf.reduce((sum, value) => sum + value, 0);
  return pmf.map((value) => value / total);
}

/** Joint distribution of remaining goals, home × away, assuming independent Poisson scoring. */
export function goalMatrix(lambdaHome: number, lambdaAway: number, maxGoals = 10): number[][] {
  const home = poissonPmf(lambdaHome, maxGoals);
  const away = poissonPmf(lambdaAway, maxGoals);
  return home.map((probabilityHome) => away.map((probabilityAway) => probabilityHome * probabilityAway));
}

/** Sums the probability of every final score (current + remaining) that satisfies the predicate. */
export function probabilityOf(
  matrix: number[][],
  current: { home: number; away: number },
  predicate: (home: number, away: number) => boolean,
): number {
  let total = 0;
  matrix.forEach((row, extraHome) =>
    row.forEach((probability, extraAway) => {
      if (predicate(current.home + extraHome, current.away + extraAway)) total += probability;
    }),
  );
  return total;
}

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}
