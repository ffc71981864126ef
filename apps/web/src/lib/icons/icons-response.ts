import type { IconSprite } from './sprite';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * How long the answer may be kept: a year at the current version (a new set has a new address);
 * five minutes without a version; and revalidated every time (by its ETag) at a version this
 * process does not serve: an older set, or a newer one a page already links to while this
 * process still reads the site configuration or the CMS sprite again — never keep a stale set
 * under a new version's address.
 */
function cacheControl(requested: string | null, current: string): string {
  if (requested === current) return `public, max-age=${YEAR_SECONDS}, immutable`;
  return requested === null ? 'public, max-age=300' : 'no-cache';
}

/** The sprite's answer, with its ETag (the version) and a 304 to it. */
export function iconsResponse(request: Request, sprite: IconSprite): Response {
  const etag = `"${sprite.version}"`;
  const headers = {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': cacheControl(new URL(request.url).searchParams.get('version'), sprite.version),
    etag,
    'x-content-type-options': 'nosniff',
    // Opened on its own, the document runs and fetches nothing (CMS symbols are served from this origin).
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(sprite.svg, { headers });
}
