import { SITE_CONFIG_DEFAULTS, type SiteConfigDto } from '@sportsbook/contracts/models';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCmsIcons } from '@/lib/icons/cms-icons';
import { GENERAL_ICONS, SPORT_ICONS, sportIconId } from '@/lib/icons/icon-sets';
import { BUILT_IN_SPRITE, iconHref } from '@/lib/icons/sprite';
import { resetProxySiteConfig } from '@/lib/site-config/proxy-site-config';
import { GET } from './route';

const url = (query = '') => `http://web.test/fe-api/icons.svg${query}`;
const symbolIds = (svg: string) => [...svg.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);
const CMS_FOOTBALL = '<symbol id="sport-football" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15"/></symbol>';

/** The API's GET /site_config with these CMS fields, and the CMS answering `cmsAnswer` for its icons. */
function serve(cms: SiteConfigDto['cms'], cmsAnswer: () => Response | Promise<Response>) {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', vi.fn((input: string) => {
    fetched.push(input);
    if (input.endsWith('/sportsbook/v1/site_config')) return Promise.resolve(Response.json({ data: { ...SITE_CONFIG_DEFAULTS, cms, updated_at: new Date(0).toISOString() } }));
    return Promise.resolve(cmsAnswer());
  }));
  return fetched;
}

describe('GET /fe-api/icons.svg (spec core §7 "Icons")', () => {
  beforeEach(() => {
    resetProxySiteConfig();
    resetCmsIcons();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('serves both built-in sets as one SVG sprite, a symbol per icon, when no CMS icons are configured', async () => {
    const fetched = serve({ base_url: null, icons_url: null }, () => new Response('', { status: 500 }));
    const response = await GET(new Request(url()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const svg = await response.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(symbolIds(svg)).toEqual([...Object.keys(GENERAL_ICONS).map((name) => `general-${name}`), ...Object.keys(SPORT_ICONS).map((name) => `sport-${name}`)]);
    expect(fetched).toEqual(['http://127.0.0.1:4000/sportsbook/v1/site_config']);
  });

  it('is cacheable for a year at its current version, five minutes without one, revalidated at another, and answers 304 to its ETag', async () => {
    serve({ base_url: null, icons_url: null }, () => new Response('', { status: 500 }));
    const { version } = BUILT_IN_SPRITE;
    expect((await GET(new Request(url(`?version=${version}`)))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await GET(new Request(url('?version=old')))).headers.get('cache-control')).toBe('no-cache');
    expect((await GET(new Request(url()))).headers.get('cache-control')).toBe('public, max-age=300');
    const again = await GET(new Request(url(`?version=${version}`), { headers: { 'if-none-match': `"${version}"` } }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(iconHref('sport-tennis', version)).toBe(`/fe-api/icons.svg?version=${version}#sport-tennis`);
  });

  it('uses the CMS icons (fetched as text, relative to the CMS base) in place of the built-in ones, under a new version', async () => {
    const fetched = serve({ base_url: 'https://cms.example/media/', icons_url: 'icons/sprite.svg' }, () =>
      new Response(`<svg xmlns="http://www.w3.org/2000/svg">${CMS_FOOTBALL}<symbol id="sport-darts" viewBox="0 0 24 24"><path d="M2 2h20"/></symbol></svg>`));
    const response = await GET(new Request(url()));
    const svg = await response.text();
    expect(fetched).toContain('https://cms.example/media/icons/sprite.svg');
    expect(svg).toContain(CMS_FOOTBALL);
    expect(svg).not.toContain(BUILT_IN_SPRITE.svg.match(/<symbol id="sport-football"[\s\S]*?<\/symbol>/)?.[0]);
    expect(symbolIds(svg).filter((id) => id === 'sport-football')).toHaveLength(1);
    expect(symbolIds(svg).at(-1)).toBe('sport-darts');
    const version = response.headers.get('etag')?.replaceAll('"', '');
    expect(version).not.toBe(BUILT_IN_SPRITE.version);
    expect((await GET(new Request(url(`?version=${version}`)))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await GET(new Request(url(`?version=${BUILT_IN_SPRITE.version}`)))).headers.get('cache-control')).toBe('no-cache');
    expect(sportIconId('football')).toBe('sport-football');
  });

  it("falls back to the built-in icons when the CMS fails, reporting 'Failed to load icons'", async () => {
    serve({ base_url: 'https://cms.example', icons_url: '/icons.svg' }, () => new Response('gone', { status: 404 }));
    const response = await GET(new Request(url()));
    expect(await response.text()).toBe(BUILT_IN_SPRITE.svg);
    expect(console.error).toHaveBeenCalledWith('[sportsbook]', expect.objectContaining({ message: 'Failed to load icons' }), {});
  });

  it('falls back without a report when the CMS cannot be reached (a plain network failure)', async () => {
    serve({ base_url: 'https://cms.example', icons_url: '/icons.svg' }, () => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })));
    const response = await GET(new Request(url()));
    expect(await response.text()).toBe(BUILT_IN_SPRITE.svg);
    expect(console.error).not.toHaveBeenCalled();
  });

  it("draws every simulated sport; e-sports titles share one icon and an unknown sport gets the generic one", () => {
    for (const key of ['football', 'ice-hockey', 'basketball', 'cricket', 'tennis', 'volleyball', 'table-tennis']) expect(sportIconId(key)).toBe(`sport-${key}`);
    for (const key of ['cs2', 'dota2', 'lol']) expect(sportIconId(key)).toBe('sport-esports');
    expect(sportIconId('curling')).toBe('sport-sport');
  });
});
