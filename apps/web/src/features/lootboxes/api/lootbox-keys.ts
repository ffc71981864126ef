/** The query key root of GET /bonuses/lootboxes (opening a box reads it again). */
export const LOOTBOX_LIST_ROOT = ['bonuses-lootboxes'] as const;
