import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/** zxcvbn's score a new password must reach: 3 of 0–4, "safely unguessable" (about 10^8 guesses). */
export const MIN_PASSWORD_SCORE = 3;

/** Why a password is refused: it is the login itself, or a guesser would find it soon. */
export type PasswordProblem = { reason: 'same_as_login' } | { reason: 'too_guessable'; warning: string | null };

let estimator: ZxcvbnFactory | null = null;

/** Built on first use: the common-password and English dictionaries take a moment to index. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

const normalized = (text: string) => text.trim().toLowerCase();

/**
 * The problem of a new password, or null when it is strong enough (issue 19 point 5): never the
 * player's e-mail or phone number, and at least MIN_PASSWORD_SCORE by zxcvbn-ts with its
 * common-password dictionaries (common passwords, words, names, repeats, sequences, keyboard
 * patterns, dates), given the player's own data (`userInputs`: login, names) as words it knows.
 */
export function passwordProblem(password: string, userInputs: readonly string[]): PasswordProblem | null {
  const inputs = userInputs.map(normalized).filter((input) => input !== '');
  if (inputs.includes(normalized(password))) return { reason: 'same_as_login' };
  const result = zxcvbn().check(password, [...inputs, ...inputs.map((input) => input.split('@')[0] ?? '')]);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return { reason: 'too_guessable', warning: result.feedback.warning };
}
