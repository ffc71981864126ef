import { createHash } from 'node:crypto';
import { GENERAL_ICONS, SPORT_ICONS } from './icon-sets';

const symbols = (prefix: string, icons: Readonly<Record<string, string>>) =>
  Object.entries(icons).map(([name, body]) => `<symbol id="${prefix}-${name}" viewBox="0 0 24 24">${body}</symbol>`);

/** Both sets in one SVG sprite: <svg><use href="/fe-api/icons.svg?version=…#sport-football"/></svg>. */
export const ICON_SPRITE = `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols('general', GENERAL_ICONS), ...symbols('sport', SPORT_ICONS)].join('')}</svg>`;

/** The sprite's version: a hash of its content, so a changed set gets a new address. */
export const ICONS_VERSION = createHash('sha256').update(ICON_SPRITE).digest('hex').slice(0, 12);

/** The sprite's address with the current version: cacheable for a year. */
export function iconHref(symbolId: string): string {
  return `/fe-api/icons.svg?version=${ICONS_VERSION}#${symbolId}`;
}
