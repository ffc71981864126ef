import { FAVOURITES_LIMIT_CODE, FAVOURITES_PER_TYPE_LIMIT, type FavouriteType, type FavouritesQuery } from '@sportsbook/contracts';
import type { FavouriteKind } from '../../db/schema';
import { HttpError, notFound } from '../../plugins/errors';
import type { CatalogueNames } from '../catalogue/names/catalogue-names';
import { localiseList, localiseMatch, localiseTournament } from '../catalogue/names/localise';
import type { CatalogueService } from '../catalogue/service';
import type { MatchesService } from '../matches/service';
import type { FavouritesRepository } from './repository';

/** The path's list name → the stored kind. */
const FAVOURITE_KIND: Record<FavouriteType, FavouriteKind> = { matches: 'match', tournaments: 'tournament' };

/**
 * A signed-in player's favourites (spec promotions §4 "Favorites"): marking is idempotent, an
 * item must exist to be marked, and each type holds at most `limit` items. The lists are the
 * catalogue's own bodies for the marked ids.
 */
export class FavouritesService {
  constructor(
    private readonly repository: FavouritesRepository,
    private readonly matches: MatchesService,
    private readonly catalogue: CatalogueService,
    private readonly limit = FAVOURITES_PER_TYPE_LIMIT,
  ) {}

  /** The list with its names in the caller's language (`names`). */
  async list(userId: number, type: FavouriteType, query: FavouritesQuery, names: CatalogueNames) {
    const ids = await this.repository.ids(userId, FAVOURITE_KIND[type]);
    if (type === 'tournaments') return localiseList(await this.catalogue.tournamentsByIds(ids), localiseTournament, names);
    const matches = await this.matches.list({
      favourite: true,
      ...(query.matchStatus ? { match_status: query.matchStatus } : {}),
      ...(query.isBettable === undefined ? {} : { bettable: query.isBettable }),
      page: 1,
      limit: Math.max(1, ids.length),
    }, ids);
    return localiseList(matches, localiseMatch, names);
  }

  async add(userId: number, type: FavouriteType, itemId: number): Promise<void> {
    const outcome = await this.repository.add(userId, FAVOURITE_KIND[type], itemId, this.limit);
    if (outcome === 'unknown_item') throw notFound(type === 'matches' ? 'Match' : 'Tournament', itemId);
    if (outcome === 'limit') throw new HttpError(422, FAVOURITES_LIMIT_CODE, `At most ${this.limit} favourite ${type}`, { limit: this.limit });
  }

  remove(userId: number, type: FavouriteType, itemId: number): Promise<void> {
    return this.repository.remove(userId, FAVOURITE_KIND[type], itemId);
  }
}
