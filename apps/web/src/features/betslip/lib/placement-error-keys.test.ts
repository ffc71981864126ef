import { DEFAULT_PLACEMENT_ERROR_KEY, OUT_OF_LIMIT_ERROR_KEY, PLACEMENT_ERROR_CODE, PLACEMENT_ERROR_NAME, placementErrorKey, POTENTIAL_WIN_EQUAL_OR_LESS_KEY, PVE_FORBIDDEN_KEY, WRONG_ODDS_KEYS } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import ar from '../../../../messages/ar.json';
import en from '../../../../messages/en.json';

/**
 * Every message key the domain maps a placement error to (spec core §8 "Bet placement codes",
 * quick-bet refusal) must have a text in both catalogues: a missing one would show the default
 * placement error instead of the real reason (as code 118 did).
 */
function has(catalogue: unknown, key: string): boolean {
  const value = ['Betslip', 'keys', ...key.split('.')].reduce<unknown>(
    (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
    catalogue,
  );
  return typeof value === 'string' && value.trim() !== '';
}

const mappedKeys = [
  ...new Set([
    ...Object.values(PLACEMENT_ERROR_CODE).map((code) => placementErrorKey(code)),
    ...Object.keys(PLACEMENT_ERROR_NAME).map((name) => placementErrorKey(name)),
    DEFAULT_PLACEMENT_ERROR_KEY,
    PVE_FORBIDDEN_KEY,
    POTENTIAL_WIN_EQUAL_OR_LESS_KEY,
    // Keys an operator's backend may send (spec core §8): the wrong-odds ones and out-of-limit.
    ...WRONG_ODDS_KEYS,
    OUT_OF_LIMIT_ERROR_KEY,
  ]),
];

describe('placement error keys in the message catalogues', () => {
  it('covers every placement code the domain knows (118 included)', () => {
    expect(mappedKeys).toContain('error.place_bets.municipality_not_found');
  });

  it.each(mappedKeys)('%s has an English and an Arabic text', (key) => {
    expect(has(en, key), `en: Betslip.keys.${key}`).toBe(true);
    expect(has(ar, key), `ar: Betslip.keys.${key}`).toBe(true);
  });
});
