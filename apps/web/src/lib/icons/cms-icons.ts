import type { SiteConfigDto } from '@sportsbook/contracts';
import { mediaUrl } from '@/lib/media/media-url';
import { reportIconsLoadFailure } from './icons-load-failure';
import { BUILT_IN_SPRITE, BUILT_IN_SYMBOLS, iconSprite, type IconSprite } from './sprite';

/** How long a CMS sprite serves before it is read again (in the background). */
export const CMS_ICONS_TTL_MS = 5 * 60_000;
/** A slow CMS must not hold the pages: past this the built-in icons are used. */
const READ_TIMEOUT_MS = 2_000;
const MAX_CHARACTERS = 512 * 1024;

const SYMBOL = /<symbol\b([^>]*)>[\s\S]*?<\/symbol>/g;
const SYMBOL_ID = /\bid="([A-Za-z0-9_-]{1,64})"/;
/** Nothing that runs or fetches: the sprite is served from the site's own origin. */
const UNSAFE = /<script|<foreignObject|<iframe|<object|<embed|\son[a-z]+\s*=|javascript:|(?:href|src)\s*=\s*["'](?!#)/i;

/**
 * The symbols of a CMS sprite by id, each kept only when it is safe to serve; an error when the
 * document has none (it is no icon sprite).
 */
export function parseCmsSymbols(svg: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of svg.matchAll(SYMBOL)) {
    const id = SYMBOL_ID.exec(match[1] ?? '')?.[1];
    if (id && !UNSAFE.test(match[0])) found.set(id, match[0]);
  }
  if (found.size === 0) throw new Error('the CMS icons document has no usable <symbol>');
  return found;
}

/** The built-in symbols with the CMS's in place of those of the same id, then the CMS's own. */
export function mergeCmsSymbols(cms: ReadonlyMap<string, string>): Map<string, string> {
  const merged = new Map(BUILT_IN_SYMBOLS);
  for (const [id, symbol] of cms) merged.set(id, symbol);
  return merged;
}

/** The CMS icons' absolute address (cms.icons_url, relative ones under cms.base_url), or null. */
export function cmsIconsAddress(cms: SiteConfigDto['cms'] | null): string | null {
  if (!cms?.icons_url) return null;
  const address = mediaUrl(cms.icons_url, cms.base_url);
  return /^https?:\/\//i.test(address) ? address : null;
}

async function readCmsSprite(address: string): Promise<IconSprite> {
  // The CMS icons address is fetched as text (spec core §7 "Icons").
  const response = await fetch(address, { cache: 'no-store', signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`GET ${address} answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_CHARACTERS) throw new Error(`GET ${address}: more than ${MAX_CHARACTERS} characters`);
  return iconSprite(mergeCmsSymbols(parseCmsSymbols(text)));
}

interface Cached {
  address: string | null;
  sprite: IconSprite | null;
  readAt: number;
  reading: Promise<IconSprite> | null;
}
const cached: Cached = { address: null, sprite: null, readAt: Number.NEGATIVE_INFINITY, reading: null };

function read(address: string): Promise<IconSprite> {
  return readCmsSprite(address)
    .then((sprite) => {
      if (cached.address === address) cached.sprite = sprite;
      return sprite;
    })
    .catch((error: unknown) => {
      // The icon-load failure rule; the last good copy, else the built-in icons, stay in use.
      reportIconsLoadFailure(error);
      return cached.address === address && cached.sprite ? cached.sprite : BUILT_IN_SPRITE;
    })
    .finally(() => {
      if (cached.address === address) {
        cached.readAt = Date.now();
        cached.reading = null;
      }
    });
}

/**
 * The sprite GET /fe-api/icons.svg serves and the pages link to: the built-in sets, with the CMS's
 * symbols in place of the built-in ones when the site configuration names a CMS sprite. Per
 * process, read at most once per TTL: the first request waits for it; later ones get the copy at
 * hand while a stale one is read again in the background.
 */
export function cmsIconSprite(cms: SiteConfigDto['cms'] | null, now = Date.now()): IconSprite | Promise<IconSprite> {
  const address = cmsIconsAddress(cms);
  if (address === null) return BUILT_IN_SPRITE;
  if (cached.address !== address) {
    cached.address = address;
    cached.sprite = null;
    cached.readAt = Number.NEGATIVE_INFINITY;
    cached.reading = null;
  }
  if (now - cached.readAt < CMS_ICONS_TTL_MS) return cached.sprite ?? BUILT_IN_SPRITE;
  cached.reading ??= read(address);
  return cached.sprite ?? cached.reading;
}

/** Tests only: forget the cached sprite. */
export function resetCmsIcons(): void {
  cached.address = null;
  cached.sprite = null;
  cached.readAt = Number.NEGATIVE_INFINITY;
  cached.reading = null;
}
