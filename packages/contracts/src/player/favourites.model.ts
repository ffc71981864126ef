/**
 * Favourites without zod (the browser reads these too): the path's list names, the limit per type
 * and the error code answered when a player is at it (spec promotions §4 "Favorites").
 */
export const FAVOURITE_TYPES = ['matches', 'tournaments'] as const;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];

/** How many items of one type a player may mark (a real book caps it; the page lists them all). */
export const FAVOURITES_PER_TYPE_LIMIT = 200;

/** The error code of a mark refused because the player already has the most of that type (422). */
export const FAVOURITES_LIMIT_CODE = 'FAVOURITES_LIMIT';
