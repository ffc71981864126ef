import { describe, expect, it } from 'vitest';
import { listsInvalidatedByActivation, promotionKeys } from './promotion-keys';

describe('listsInvalidatedByActivation (spec promotions §4)', () => {
  it('activating a hunting refreshes the huntings and invalidates the tournaments', () => {
    expect(listsInvalidatedByActivation('hunting')).toEqual([promotionKeys.huntings, promotionKeys.tournaments]);
  });

  it('activating a tournament refreshes the tournaments and invalidates the huntings', () => {
    expect(listsInvalidatedByActivation('tournament')).toEqual([promotionKeys.tournaments, promotionKeys.huntings]);
  });
});
