/** The query parameter of a shared-bet link (spec core §2 "betcode"). */
export const BETCODE_PARAM = 'betcode';
