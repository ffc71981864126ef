import type { LedgerEntryDto, WithdrawalDto, WithdrawalListItemDto } from '@sportsbook/contracts/models';
import { platformRequest } from '@/lib/api/platform-client';

/** Withdrawal and ledger calls (issue 21; docs/payments.md). Amounts in minor units. */

export async function getWithdrawals(): Promise<WithdrawalListItemDto[]> {
  return (await platformRequest<{ data: WithdrawalListItemDto[] }>('/wallet/withdrawals')).data;
}

/** Asks for a withdrawal: the cash leaves the balance at once and the withdrawal is pending. */
export function requestWithdrawal(amount: number, currency: string): Promise<WithdrawalDto> {
  return platformRequest<WithdrawalDto>('/wallet/withdrawals', { method: 'POST', body: { amount, currency } });
}

/** Cancels a pending withdrawal: the amount returns to the balance. */
export function cancelWithdrawal(id: number): Promise<WithdrawalDto> {
  return platformRequest<WithdrawalDto>(`/wallet/withdrawals/${id}/cancel`, { method: 'POST' });
}

export async function getLedger(): Promise<LedgerEntryDto[]> {
  return (await platformRequest<{ data: LedgerEntryDto[] }>('/wallet/ledger')).data;
}
