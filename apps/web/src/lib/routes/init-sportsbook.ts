import { STATIC_PATHS } from './paths';

/** A page's query parameters as Next.js hands them. */
type RawSearchParams = Record<string, string | string[] | undefined>;

/** The query parameter naming the page /init-sportsbook continues to. */
export const INIT_TARGET_PARAM = 'to';

/**
 * Where /init-sportsbook sends the visitor (docs/search-engines.md "Pages"), without the locale:
 * the path in `?to=` when it is a path of this site (one leading slash, no scheme, no host, no
 * backslash, no control character), else home; every other query parameter is kept (modal,
 * betcode, reset_password_token…), so a host page or an app can open any page with any trigger
 * through one stable address.
 */
export function initSportsbookTarget(searchParams: RawSearchParams): { path: string; search: string } {
  const requested = searchParams[INIT_TARGET_PARAM];
  const path = typeof requested === 'string' && isSitePath(requested) ? requested : STATIC_PATHS.home;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    if (key === INIT_TARGET_PARAM || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
  }
  const search = query.toString();
  return { path, search: search ? `?${search}` : '' };
}

function isSitePath(value: string): boolean {
  if (value.length > 300 || !/^\/(?![/\\])/.test(value)) return false;
  return [...value].every((character) => {
    const code = character.charCodeAt(0);
    return code > 0x20 && code !== 0x7f && !'\\?#'.includes(character);
  });
}
