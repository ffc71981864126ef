import { MATCH_STATUS } from '@sportsbook/domain';
import type { Match } from '@sportsbook/contracts/models';

/** schema.org's event statuses this book can state (https://schema.org/EventStatusType). */
const EVENT_SCHEDULED = 'https://schema.org/EventScheduled';
const EVENT_CANCELLED = 'https://schema.org/EventCancelled';

/**
 * The schema.org SportsEvent of a match page: name, start, competitors (home and away of a match,
 * the field of an outright), sport, league, venue when the feed knows it, status and address.
 * A match not covered any more (status not_covered) is called off for the search engine; every
 * other status keeps the event scheduled (schema.org has no "in play" or "finished").
 */
export function sportsEventJsonLd(match: Match, url: string): Record<string, unknown> {
  const competitors = match.type === 'match' ? [match.competitors.home, match.competitors.away] : match.competitors;
  const event: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: match.name,
    startDate: match.startTime,
    eventStatus: match.status === MATCH_STATUS.notCovered ? EVENT_CANCELLED : EVENT_SCHEDULED,
    sport: match.sport.name,
    url,
    superEvent: { '@type': 'SportsEvent', name: match.tournament.name },
    competitor: competitors.map((competitor) => ({ '@type': 'SportsTeam', name: competitor.name })),
  };
  if (match.type === 'match') {
    event.homeTeam = { '@type': 'SportsTeam', name: match.competitors.home.name };
    event.awayTeam = { '@type': 'SportsTeam', name: match.competitors.away.name };
  }
  if (match.endDate) event.endDate = match.endDate;
  const location = venueOf(match);
  if (location) event.location = location;
  return event;
}

function venueOf(match: Pick<Match, 'stadium' | 'city'>): Record<string, unknown> | null {
  if (!match.stadium && !match.city) return null;
  return {
    '@type': 'Place',
    name: match.stadium ?? match.city,
    ...(match.city ? { address: { '@type': 'PostalAddress', addressLocality: match.city } } : {}),
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes (a team
 * called "</script><script>…" cannot close the element or open a comment), and the two line
 * separators JavaScript once refused. The JSON means the same after escaping.
 */
export function jsonLdScriptContent(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
