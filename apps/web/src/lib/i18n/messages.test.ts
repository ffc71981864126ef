import { describe, expect, it } from 'vitest';
import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';

function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('message catalogues', () => {
  it('Arabic has exactly the English keys', () => {
    expect(keysOf(ar).sort()).toEqual(keysOf(en).sort());
  });
  it('has the page texts of spec core §8', () => {
    expect(en.Pages).toMatchObject({
      unauthorized: 'Unauthorized. Sorry, but you are not authorized to view the page',
      blocked: "Sorry, we're not available in {countryName} right now.",
      notFound: 'Oops, sorry. We can’t find that page.',
      fallback: 'UNEXPECTED ERROR',
    });
  });
  it('writes date skeletons without the pattern letter j (the ICU parser drops it, and browsers then print no hour: "Nov 25, 54")', () => {
    const skeletons = [JSON.stringify(en), JSON.stringify(ar)].flatMap((text) => [...text.matchAll(/date, ::(\w+)/g)].map(([, skeleton]) => skeleton!));
    expect(skeletons.length).toBeGreaterThan(0);
    expect(skeletons.filter((skeleton) => skeleton.includes('j'))).toEqual([]);
  });
  it('keeps the generic error page under the keys of spec core §8 (page.error.description, page.error.home-button.title)', () => {
    expect(en.page.error).toEqual({ description: 'Oops! Sorry, something went wrong. Please come back in a while.', 'home-button': { title: 'Go to home page' } });
    expect(ar.page.error.description).not.toBe(en.page.error.description);
  });
});
