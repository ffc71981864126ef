/**
 * Affiliate tags (spec core §2: ctag, btag, stag, qtag and gclid are captured for tracking): read
 * from the address by the web server, kept in a cookie, sent with the sign-up and stored with the
 * player (issue 22). No zod: the browser imports this module.
 */
export const AFFILIATE_PARAMS = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;
export type AffiliateParam = (typeof AFFILIATE_PARAMS)[number];
export type AffiliateTags = Partial<Record<AffiliateParam, string>>;
/** A tag's value: what ad networks put there (ids, click ids), nothing that needs escaping. */
export const AFFILIATE_TAG_PATTERN = /^[A-Za-z0-9._~-]{1,128}$/;
