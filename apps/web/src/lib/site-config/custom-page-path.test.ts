import { describe, expect, it } from 'vitest';
import { customPageTarget } from './custom-page-path';

const entries = [
  { path: '/rules', target: '/general-rules' },
  { path: '/cup', target: '/football/world-cup' },
];

describe('customPageTarget', () => {
  it('serves a custom path from its target, under the request locale prefix', () => {
    expect(customPageTarget('/rules', 'en', entries)).toBe('/general-rules');
    expect(customPageTarget('/ar/rules', 'ar', entries)).toBe('/ar/general-rules');
    expect(customPageTarget('/en/rules/', 'en', entries)).toBe('/en/general-rules');
  });

  it('maps to a deeper page', () => {
    expect(customPageTarget('/ar/cup', 'ar', entries)).toBe('/ar/football/world-cup');
  });

  it('leaves every other path alone', () => {
    expect(customPageTarget('/general-rules', 'en', entries)).toBeNull();
    expect(customPageTarget('/rules/more', 'en', entries)).toBeNull();
    expect(customPageTarget('/', 'en', entries)).toBeNull();
    expect(customPageTarget('/rules', 'en', [])).toBeNull();
  });
});
