import type { AffiliateTags } from '@sportsbook/contracts/models';
import { readCookie } from './cookies';
import { AFFILIATE_COOKIE, decodeAffiliateTags, hasTags } from './rules';

/** The visit's affiliate tags for the sign-up (cookie sb_affiliate, kept by the web server), or null. */
export function affiliateTagsForSignUp(): AffiliateTags | null {
  const tags = decodeAffiliateTags(readCookie(AFFILIATE_COOKIE));
  return hasTags(tags) ? tags : null;
}
