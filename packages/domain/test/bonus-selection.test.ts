import { describe, expect, it } from 'vitest';
import {
  BONUS_TYPES,
  LOOTBOX_MARKER_ODDS_THOUSANDTHS,
  NO_AVAILABLE_BONUSES,
  applyOfferedBonuses,
  bonusMarker,
  chooseBonus,
  isBonusType,
  removeBonus,
  replacementBonus,
  type AvailableBonuses,
  type SlipBonus,
} from '../src';
import { bet, selection } from './fixtures';

const hunting: SlipBonus = { bonusId: 'h', bonusType: 'hunting' };
const tournament: SlipBonus = { bonusId: 't', bonusType: 'tournament' };
const boost: SlipBonus = { bonusId: 'c', bonusType: 'comboboost', oddsThousandths: 1100 };
const freebet: SlipBonus = { bonusId: 'f', bonusType: 'freebet', freebetStake: 500 };
const offers = (overrides: Partial<AvailableBonuses>): AvailableBonuses => ({ ...NO_AVAILABLE_BONUSES, ...overrides });
const base = bet('single', [selection('m1')], { stake: 1000 });

// promotions §4 "Bonus selection on the slip".
describe('bonus replacement order hunting → tournament → combo boost', () => {
  it.each([
    [offers({ hunting, tournament, comboboost: boost }), hunting],
    [offers({ tournament, comboboost: boost }), tournament],
    [offers({ comboboost: boost }), boost],
    [offers({ lootbox: { bonusId: 'l', bonusType: 'lootbox' } }), null],
  ])('replacement %#', (available, expected) => {
    expect(replacementBonus(available)).toEqual(expected);
  });

  it('replaces a bonus absent from new offers', () => {
    const chosen = { ...base, bonus: { bonusId: 'old', bonusType: 'hunting' as const } };
    expect(applyOfferedBonuses(chosen, offers({ tournament, comboboost: boost })).bonus).toEqual(tournament);
    expect(applyOfferedBonuses(chosen, NO_AVAILABLE_BONUSES).bonus).toBeNull();
  });

  it('keeps a bonus still offered, and leaves a bet without bonus alone', () => {
    const chosen = { ...base, bonus: hunting };
    expect(applyOfferedBonuses(chosen, offers({ hunting, tournament })).bonus).toEqual(hunting);
    expect(applyOfferedBonuses(base, offers({ hunting })).bonus).toBeNull();
    expect(applyOfferedBonuses(base, offers({ hunting })).availableBonuses.hunting).toEqual(hunting);
  });

  it('a free bet no longer available resets the stake to 0', () => {
    const chosen = chooseBonus(base, freebet);
    expect(applyOfferedBonuses(chosen, NO_AVAILABLE_BONUSES)).toMatchObject({ bonus: null, stake: 0, freebetStake: null });
  });

  it('a free bet still offered takes its updated amount', () => {
    const chosen = chooseBonus(base, freebet);
    expect(applyOfferedBonuses(chosen, offers({ freebet: [{ ...freebet, freebetStake: 700 }] }))).toMatchObject({ stake: 700, freebetStake: 700 });
  });
});

// spec core §4 "A freebet bonus sets the stake to the freebet stake; removing it resets the stake to 0".
describe('free-bet stake', () => {
  it('setting a free bet sets the stake, removing it resets to 0', () => {
    const chosen = chooseBonus(base, freebet);
    expect(chosen).toMatchObject({ stake: 500, freebetStake: 500, bonus: freebet });
    expect(removeBonus(chosen)).toMatchObject({ stake: 0, bonus: null, freebetStake: null });
  });

  it('a free bet without amount stakes 0', () => {
    expect(chooseBonus(base, { bonusId: 'x', bonusType: 'freebet_all_win' }).stake).toBe(0);
  });

  it('other bonuses keep the stake; replacing a free bet resets it', () => {
    expect(chooseBonus(base, hunting)).toMatchObject({ stake: 1000, bonus: hunting });
    expect(removeBonus({ ...base, bonus: hunting })).toMatchObject({ stake: 1000, bonus: null });
    expect(removeBonus(base)).toBe(base);
    expect(chooseBonus(chooseBonus(base, freebet), hunting)).toMatchObject({ stake: 0, bonus: hunting });
  });
});

// promotions §4: a marker with odds only for combo boost and lootbox.
describe('bonusMarker', () => {
  it.each([
    [null, null],
    [boost, { id: 'c', type: 'comboboost', oddsThousandths: 1100 }],
    [{ bonusId: 'c2', bonusType: 'comboboost' as const }, { id: 'c2', type: 'comboboost' }],
    [{ bonusId: 'l', bonusType: 'lootbox' as const }, { id: 'l', type: 'lootbox', oddsThousandths: LOOTBOX_MARKER_ODDS_THOUSANDTHS }],
    [hunting, { id: 'h', type: 'hunting' }],
    [freebet, { id: 'f', type: 'freebet' }],
  ])('marker of %o', (bonus, marker) => {
    expect(bonusMarker(bonus)).toEqual(marker);
  });

  it('knows the bonus type keys', () => {
    expect(BONUS_TYPES).toHaveLength(9);
    expect(isBonusType('lootbox')).toBe(true);
    expect(isBonusType('cashback')).toBe(false);
  });
});
