/** The query parameter of a shared-bet link (spec core §2 "betcode"). */
export const BETCODE_PARAM = 'betcode';

/** `href` without the betcode parameter, as a path + query + hash (other parameters and the hash kept). */
export function withoutBetcode(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(BETCODE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
