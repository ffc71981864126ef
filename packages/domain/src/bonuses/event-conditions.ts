/**
 * Event conditions of a bonus (spec promotions §3 "Event condition: sport_type, sport, category,
 * tournament, event"). Choice where the spec is silent: a selection qualifies when it matches at
 * least one condition (a campaign lists the leagues or sports it covers), and a bet qualifies
 * when every selection does; no condition at all means every event.
 */
import type { EventCondition, SelectionEvent } from './bonus-terms';

/** Every field the condition gives equals the selection's. */
export function matchesEventCondition(condition: EventCondition, event: SelectionEvent): boolean {
  return (condition.sportType === undefined || condition.sportType === event.sportType)
    && (condition.sportId === undefined || condition.sportId === event.sportId)
    && (condition.categoryId === undefined || condition.categoryId === event.categoryId)
    && (condition.tournamentId === undefined || condition.tournamentId === event.tournamentId)
    && (condition.eventId === undefined || condition.eventId === event.eventId);
}

/** Every selection matches one of the conditions (or there are none). */
export function meetsEventConditions(conditions: readonly EventCondition[], events: readonly SelectionEvent[]): boolean {
  if (conditions.length === 0) return true;
  return events.every((event) => conditions.some((condition) => matchesEventCondition(condition, event)));
}
