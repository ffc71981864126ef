import { describe, expect, it } from 'vitest';
import { GENERAL_ICONS, SPORT_ICONS, sportIconId } from '@/lib/icons/icon-sets';
import { ICONS_VERSION, iconHref } from '@/lib/icons/sprite';
import { GET } from './route';

const url = (query = '') => `http://web.test/fe-api/icons.svg${query}`;

describe('GET /fe-api/icons.svg (spec core §7 "Icons")', () => {
  it('serves both sets as one SVG sprite, a symbol per icon', async () => {
    const response = GET(new Request(url()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await response.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    const ids = [...svg.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map(([, id]) => id);
    expect(ids).toEqual([...Object.keys(GENERAL_ICONS).map((name) => `general-${name}`), ...Object.keys(SPORT_ICONS).map((name) => `sport-${name}`)]);
  });

  it('is cacheable for a year at its current version, five minutes otherwise, and answers 304 to its ETag', () => {
    expect(GET(new Request(url(`?version=${ICONS_VERSION}`))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(GET(new Request(url('?version=old'))).headers.get('cache-control')).toBe('public, max-age=300');
    expect(GET(new Request(url())).headers.get('cache-control')).toBe('public, max-age=300');
    const again = GET(new Request(url(`?version=${ICONS_VERSION}`), { headers: { 'if-none-match': `"${ICONS_VERSION}"` } }));
    expect(again.status).toBe(304);
    expect(iconHref('sport-tennis')).toBe(`/fe-api/icons.svg?version=${ICONS_VERSION}#sport-tennis`);
  });

  it("draws every simulated sport; e-sports titles share one icon and an unknown sport gets the generic one", () => {
    for (const key of ['football', 'ice-hockey', 'basketball', 'cricket', 'tennis', 'volleyball', 'table-tennis']) expect(sportIconId(key)).toBe(`sport-${key}`);
    for (const key of ['cs2', 'dota2', 'lol']) expect(sportIconId(key)).toBe('sport-esports');
    expect(sportIconId('curling')).toBe('sport-sport');
  });
});
