import { create } from 'zustand';

/** A cashout this page made: the bet, its reference and the amount paid, as shown. */
export interface CashedOutNotice {
  betId: string;
  ref: string;
  /** Formatted amount paid. */
  amount: string;
}

/**
 * Cashouts made on this page (issue 18 point 9): the bet leaves the Open list as soon as it is
 * cashed out, so the panel keeps saying "cashed out: €x paid" above the list until dismissed.
 */
export const useCashedOutStore = create<{ notices: CashedOutNotice[] }>()(() => ({ notices: [] }));

export function noteCashout(notice: CashedOutNotice): void {
  useCashedOutStore.setState((state) => ({ notices: [notice, ...state.notices.filter((entry) => entry.betId !== notice.betId)] }));
}

export function dismissCashout(betId: string): void {
  useCashedOutStore.setState((state) => ({ notices: state.notices.filter((entry) => entry.betId !== betId) }));
}
