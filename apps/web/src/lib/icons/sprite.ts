import { createHash } from 'node:crypto';
import { GENERAL_ICONS, SPORT_ICONS } from './icon-sets';

/** One <symbol> of the sprite, by its id. */
export type IconSymbols = ReadonlyMap<string, string>;

const symbols = (prefix: string, icons: Readonly<Record<string, string>>): [string, string][] =>
  Object.entries(icons).map(([name, body]) => [`${prefix}-${name}`, `<symbol id="${prefix}-${name}" viewBox="0 0 24 24">${body}</symbol>`]);

/** The built-in sets: general, then sport. */
export const BUILT_IN_SYMBOLS: IconSymbols = new Map([...symbols('general', GENERAL_ICONS), ...symbols('sport', SPORT_ICONS)]);

export interface IconSprite {
  /** The SVG document: <svg><use href="/fe-api/icons.svg?version=…#sport-football"/></svg>. */
  svg: string;
  /** A hash of its content, so a changed set gets a new address. */
  version: string;
}

/** A sprite of these symbols, versioned by its content. */
export function iconSprite(iconSymbols: IconSymbols): IconSprite {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${[...iconSymbols.values()].join('')}</svg>`;
  return { svg, version: createHash('sha256').update(svg).digest('hex').slice(0, 12) };
}

/** The built-in sprite (no CMS icons). */
export const BUILT_IN_SPRITE: IconSprite = iconSprite(BUILT_IN_SYMBOLS);

/** The sprite's address at a version: cacheable for a year. */
export function iconHref(symbolId: string, version: string): string {
  return `/fe-api/icons.svg?version=${version}#${symbolId}`;
}
