'use client';

import { AMOUNT_PROBLEM, parseAmountText, subunitDecimals, toDecimalString, type AmountProblem } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

/** A typed stake's problem worth a message under the field (an empty field only asks for a stake). */
export type StakeProblem = Exclude<AmountProblem, typeof AMOUNT_PROBLEM.empty>;

interface StakeDraft {
  /** What the field shows. */
  text: string;
  /** Why the text is not a stake, or null. */
  problem: StakeProblem | null;
  /** Reads typed text: the stake it stands for, or 0 when it stands for none (never a valid prefix of it). */
  type: (text: string) => void;
  /** Forgets the typed text (a stake set by a button shows formatted). */
  reset: () => void;
}

/**
 * The text of a stake field kept apart from the stake (minor units) it stands for (issue 18
 * point 1): the stake held is always the amount shown, so text that is no amount holds stake 0,
 * which nothing can place, and says why. A stake set elsewhere (recommended stake, currency
 * change, rescaling) shows formatted.
 */
export function useStakeDraft(stake: number, subunits: number, currency: string, onStake: (stake: number) => void): StakeDraft {
  const [draft, setDraft] = useState<{ text: string; stake: number; problem: StakeProblem | null } | null>(null);
  const typed = draft !== null && draft.stake === stake ? draft : null;
  return {
    text: typed?.text ?? (stake > 0 ? toDecimalString({ value: stake, subunits, currency }) : ''),
    problem: typed?.problem ?? null,
    type: (text) => {
      const parsed = parseAmountText(text, subunits);
      const value = parsed.ok ? parsed.value : 0;
      setDraft({ text, stake: value, problem: parsed.ok || parsed.problem === AMOUNT_PROBLEM.empty ? null : parsed.problem });
      onStake(value);
    },
    reset: () => setDraft(null),
  };
}

/** The message of a stake problem, for the currency's decimals. */
export function useStakeProblemText(): (problem: StakeProblem, subunits: number) => string {
  const t = useTranslations('Betslip.stakeProblem');
  return (problem, subunits) => t(problem, { decimals: subunitDecimals(subunits) });
}
