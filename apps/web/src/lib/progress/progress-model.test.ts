import { describe, expect, it } from 'vitest';
import { PROGRESS, currentRoute, isInternalNavigation, startProgress, trickleProgress } from './progress-model';

const plainClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const here = new URL('https://book.example/live?sport=football');
const anchor = (href: string, target = '', hasDownload = false) => ({ href, target, hasDownload });

describe('progress model', () => {
  it('uses the spec constants', () => {
    expect(PROGRESS).toMatchObject({ minimum: 0.08, speedMs: 200, trickleMs: 800, trickleRate: 0.02 });
  });
  it('starts at the minimum', () => {
    expect(startProgress(null)).toBe(0.08);
    expect(startProgress(0.3)).toBe(0.3);
  });
  it('trickles by the spec rate (0.02), a quarter of it near the end', () => {
    expect(trickleProgress(0.08)).toBeCloseTo(0.1, 10);
    expect(trickleProgress(0.6)).toBeCloseTo(0.62, 10);
    expect(trickleProgress(0.9)).toBeCloseTo(0.905, 10);
  });
  it('trickles upward but never completes', () => {
    let value = startProgress(null);
    for (let step = 0; step < 1000; step += 1) {
      const next = trickleProgress(value);
      expect(next).toBeGreaterThanOrEqual(value);
      value = next;
    }
    expect(value).toBeLessThan(1);
  });
});

describe('isInternalNavigation', () => {
  it.each([
    ['another page', anchor('/football'), plainClick, true],
    ['same path, other query', anchor('/live?sport=tennis'), plainClick, true],
    ['same page', anchor('/live?sport=football'), plainClick, false],
    ['hash only', anchor('/live?sport=football#x'), plainClick, false],
    ['other origin', anchor('https://elsewhere.example/'), plainClick, false],
    ['new tab', anchor('/football', '_blank'), plainClick, false],
    ['download', anchor('/file', '', true), plainClick, false],
    ['ctrl click', anchor('/football'), { ...plainClick, ctrlKey: true }, false],
    ['middle click', anchor('/football'), { ...plainClick, button: 1 }, false],
  ])('%s', (_name, link, click, expected) => {
    expect(isInternalNavigation(link, click, here)).toBe(expected);
  });
});

describe('currentRoute', () => {
  it('is the path with the query normalised as URLSearchParams writes it', () => {
    expect(currentRoute({ pathname: '/live', search: '?sport=football&page=2' })).toBe('/live?sport=football&page=2');
    expect(currentRoute({ pathname: '/', search: '' })).toBe('/?');
    expect(currentRoute({ pathname: '/search', search: '?q=a%20b' })).toBe('/search?q=a+b');
  });
});
