import { ICON_SPRITE, ICONS_VERSION } from '@/lib/icons/sprite';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * GET /fe-api/icons.svg[?version=…] (spec core §7 "Icons"): the general and the sport icon sets in
 * one SVG sprite. Asked for the current version, it may be cached for a year (a new set has a new
 * version, so a new address); without a version, or with an old one, for five minutes.
 */
export function GET(request: Request): Response {
  const current = new URL(request.url).searchParams.get('version') === ICONS_VERSION;
  const etag = `"${ICONS_VERSION}"`;
  const headers = {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': current ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=300',
    etag,
    'x-content-type-options': 'nosniff',
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(ICON_SPRITE, { headers });
}
