/**
 * Page paths of spec core §2, without the locale (the i18n Link adds it by the prefix rules).
 * A sport's segment is its key with dashes ("ice_hockey" → "ice-hockey"); a match's segment is
 * its slug ending in its id, so a match is found by id and every slug stays unique.
 */
export const STATIC_PATHS = {
  home: '/',
  live: '/live',
  cybersport: '/cybersport',
  schedule: '/schedule',
  favorites: '/favorites',
  promotions: '/promotions',
  generalRules: '/general-rules',
  about: '/about',
  /** The entry point a host page opens in its iframe (docs/search-engines.md, "Pages"). */
  initSportsbook: '/init-sportsbook',
  results: '/results',
  racing: '/racing',
  lotteries: '/lotteries',
  premiumCricket: '/premium-cricket',
  virtualGamingArena: '/virtual-gaming-arena',
  notFound: '/404',
  error: '/500',
  blocked: '/blocked',
  locked: '/locked',
  limits: '/profile/limits',
  deposit: '/profile/wallet/deposit',
  /** The wallet's withdrawals (a help link after a payment, spec core §2). */
  transactions: '/profile/wallet/transactions',
  termsAndConditions: '/terms-and-conditions',
  helpCenter: '/help-center',
} as const;

export function sportSegment(sportKey: string): string {
  return sportKey.toLowerCase().replaceAll('_', '-');
}

export function sportPath(sportKey: string): string {
  return `/${sportSegment(sportKey)}`;
}

export function sportChildPath(sportKey: string, slug: string): string {
  return `${sportPath(sportKey)}/${slug}`;
}

export function matchSegment(match: { matchId: number; slug: string }): string {
  const suffix = `-${match.matchId}`;
  if (match.slug.endsWith(suffix) || match.slug === String(match.matchId)) return match.slug;
  return match.slug ? `${match.slug}${suffix}` : String(match.matchId);
}

export function matchPath(match: { matchId: number; slug: string; sport: { key: string } }): string {
  return sportChildPath(match.sport.key, matchSegment(match));
}

/** The match id at the end of a match segment ("arsenal-chelsea-42" → 42), else null. */
export function parseMatchSegment(segment: string): number | null {
  const found = /(?:^|-)(\d{1,12})$/.exec(segment);
  if (!found?.[1]) return null;
  const id = Number(found[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
