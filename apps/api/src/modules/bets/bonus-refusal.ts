/**
 * The refusal of a bet whose bonus cannot back it (issue 20): BONUS_NOT_AVAILABLE on that bet, with
 * the reason in the English message and a text in the player's language (localized_message, spec
 * core §8: shown when present). Three texts, by what the player can do about it.
 */
import { PLACEMENT_ERRORS } from '@sportsbook/contracts';
import { HttpError } from '../../plugins/errors';
import { serverLanguage, textsIn } from '../custom-bets/messages';
import { BONUS_REFUSAL_TEXTS, type BonusRefusalText } from './bonus-refusal.texts';
import type { BonusRefusalReason } from './placement-bonus';

/** used: every use taken (by this request or one that won the race); closed: not the player's or not active; else a condition. */
export function bonusRefusalText(reason: BonusRefusalReason): BonusRefusalText {
  if (reason === 'bonus_over' || reason === 'used') return 'used';
  if (reason === 'unknown' || reason === 'type' || reason === 'not_active' || reason === 'closed') return 'closed';
  return 'conditions';
}

/** `language`: the player's stored locale (e.g. `pt-BR`), read as serverLanguage reads it; English when it has no texts. */
export function bonusRefusal(count: number, index: number, reason: BonusRefusalReason, language: string): HttpError {
  const entry = PLACEMENT_ERRORS.BONUS_NOT_AVAILABLE;
  const texts = textsIn(BONUS_REFUSAL_TEXTS, serverLanguage(language));
  const betMessages = Array.from({ length: count }, (_, at) => (at === index ? entry.messageKey : null));
  return new HttpError(entry.status, 'BONUS_NOT_AVAILABLE', `This bonus is not available (${reason}).`, { code: entry.code, message_key: entry.messageKey, bet_messages: betMessages }, texts[bonusRefusalText(reason)]);
}
