import { currentIconSprite } from '@/lib/icons/current-sprite';
import { iconsResponse } from '@/lib/icons/icons-response';

/**
 * GET /fe-api/icons.svg[?version=…] (spec core §7 "Icons"): the general and the sport icon sets in
 * one SVG sprite, the CMS's icons in place of the built-in ones when the site configuration names a
 * CMS sprite (lib/icons/cms-icons). Asked for the current version, it may be cached for a year (a
 * new set has a new version, so a new address); without a version, or with an old one, for five minutes.
 */
export async function GET(request: Request): Promise<Response> {
  return iconsResponse(request, await currentIconSprite());
}
