import { MATCH_STATUS, MATCH_STATUSES, type MatchStatus } from '@sportsbook/domain';
import type { FastifyRequest } from 'fastify';
import type { FeedChanges } from '../../feed/simulator';
import type { ResponseCachePolicy } from '../../plugins/response-cache';

/**
 * What cached catalogue responses depend on, so a simulator step invalidates only them
 * (plugins/response-cache.ts): a match's row, its markets, the listings of one match status,
 * and the catalogue (sports, categories, tournaments: they change only when seeded).
 */
export const matchTag = (id: number): string => `match:${id}`;
export const marketsTag = (id: number): string => `markets:${id}`;
export const listTag = (status: MatchStatus): string => `list:${status}`;
export const CATALOGUE_TAG = 'catalogue';

/** Listings without match_status show the open board; with ids, any status (MatchesService.list). */
export const OPEN_STATUSES: readonly MatchStatus[] = [MATCH_STATUS.prematch, MATCH_STATUS.live, MATCH_STATUS.stopped];

export function listTags(statuses: readonly MatchStatus[] | undefined): string[] {
  return (statuses ?? MATCH_STATUSES).map(listTag);
}

/** Tags of one simulator step; undefined means everything (the start seeds the catalogue). */
export function feedChangeTags(changes: FeedChanges): string[] | undefined {
  if (changes.all) return undefined;
  const tags = new Set<string>();
  // A match payload carries its top markets and market counts, so market changes reach it too.
  for (const id of changes.matches) tags.add(matchTag(id));
  for (const id of changes.markets) {
    tags.add(matchTag(id));
    tags.add(marketsTag(id));
  }
  for (const status of changes.statuses) tags.add(listTag(status));
  return [...tags];
}

/** Route option: cache the response under these tags (params and query are validated by then). */
export function cachedBy(tags: (request: FastifyRequest) => string[] | null): { responseCache: ResponseCachePolicy } {
  return { responseCache: { tags } };
}

export const matchIdOf = (request: FastifyRequest): number => (request.params as { id: number }).id;
