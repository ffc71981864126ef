/**
 * The refusal of a placement by a wager or loss limit (issue 21; place_bet_batch 4b): the placement
 * error (numeric code, message key, a message on each bet staked in the limit's currency) and,
 * in the same details, which limit, what it counted, what is left and when it resets
 * (LimitExceededDetails), so the slip can word it in the player's language.
 */
import { PLACEMENT_ERRORS } from '@sportsbook/contracts';
import { HttpError } from '../../plugins/errors';
import { limitExceededDetails, limitExceededMessage } from '../limits/service';
import type { BetLimitBreach } from './repository';

export function betLimitRefusal(breach: BetLimitBreach, stakeCurrencies: readonly string[], now: number): HttpError {
  const name = breach.type === 'wager' ? 'WAGER_LIMIT_EXCEEDED' : 'LOSS_LIMIT_EXCEEDED';
  const entry = PLACEMENT_ERRORS[name];
  const limit = limitExceededDetails(breach.type, breach, now);
  const betMessages = stakeCurrencies.map((currency) => (currency === breach.currency ? entry.messageKey : null));
  return new HttpError(entry.status, name, limitExceededMessage(limit), { ...limit, code: entry.code, message_key: entry.messageKey, bet_messages: betMessages });
}
