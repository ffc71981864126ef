import { z } from 'zod';
import { listOf, positiveIntParamSchema } from '../common/params';
import { matchStatusSchema } from '../catalogue/match';
import { FAVOURITE_TYPES } from './favourites.model';

/**
 * Favourites (spec promotions §4 "Favorites", §7 `/favourites/{type}`): a signed-in player marks
 * matches and tournaments. The path's type names the list; the answers reuse the catalogue's
 * match and tournament bodies, so a favourites page renders with the listing's components.
 */
export const favouriteTypeParamsSchema = z.object({ type: z.enum(FAVOURITE_TYPES) });
export const favouriteItemParamsSchema = z.object({ type: z.enum(FAVOURITE_TYPES), id: positiveIntParamSchema });

/**
 * Filters of GET /favourites/{type} (spec: matchStatus, isBettable). They narrow the matches
 * list; the tournaments list is every marked tournament. Without matchStatus, matches that can
 * still be bet on or watched (prematch, live, stopped) are listed, as in the catalogue.
 */
export const favouritesQuerySchema = z.object({
  matchStatus: listOf(z.coerce.number().pipe(matchStatusSchema)),
  isBettable: z.stringbool().optional(),
});
export type FavouritesQuery = z.infer<typeof favouritesQuerySchema>;
