/**
 * Conditions a campaign sets on the player (spec promotions §5 "A combo boost may be for verified
 * users only. A bonus type may be restricted by country codes."). A player whose country is not
 * known is outside every country list.
 */
import type { BonusPlayer, PlayerConditions } from './bonus-terms';

export type PlayerProblem = 'country' | 'verified';

/** The first condition the player does not meet, or null. */
export function playerProblem(terms: PlayerConditions, player: BonusPlayer): PlayerProblem | null {
  if (terms.countryCodes.length > 0 && (player.country === null || !terms.countryCodes.includes(player.country.toUpperCase()))) return 'country';
  if (terms.onlyVerified && !player.verified) return 'verified';
  return null;
}
