'use client';

import type { LedgerEntryDto, WithdrawalListItemDto } from '@sportsbook/contracts/models';
import { AUTH_STATUS, formatMoney, parseAmount } from '@sportsbook/domain';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { selectActiveAccount, useAuthStore } from '@/lib/auth/auth-store';
import { openModal } from '@/lib/modals/modal-store';
import { paymentNotificationOf } from '@/lib/payments/payment-notification';
import { onUserCatchUp, onUserEvent } from '@/lib/realtime/user-events';
import { cancelWithdrawal, getLedger, getWithdrawals, requestWithdrawal } from '../api/wallet-api';
import { useSubmit } from '../hooks/use-submit';
import { refreshAccounts } from '../lib/session';
import { CurrencySelect, Field, FormError, formText, FormNotice, SubmitButton, formStyles } from './form-parts';
import panelStyles from './limits-panel.module.css';
import styles from './withdrawals-panel.module.css';

/** The error codes of withdrawal calls the catalogue words (docs/payments.md). */
const WORDED_ERRORS = { INSUFFICIENT_FUNDS: 'insufficient', WITHDRAWAL_NOT_PENDING: 'notPending' } as const;

/**
 * The wallet's withdrawals (issue 21; docs/payments.md) on /profile/wallet/transactions: ask for a
 * withdrawal (never more than the cash balance: bonus money is not withdrawable), the list with
 * each state, and Cancel on a pending one (the money returns to the balance).
 */
export function WithdrawalsPanel() {
  const t = useTranslations('account.withdrawals');
  const tAuth = useTranslations('auth');
  const locale = useLocale();
  const format = useFormatter();
  const status = useAuthStore((state) => state.status);
  const accounts = useAuthStore((state) => state.accounts);
  const active = useAuthStore(selectActiveAccount);
  const [items, setItems] = useState<WithdrawalListItemDto[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const describe = useCallback((error: unknown) => {
    const key = error instanceof ApiError && error.code ? WORDED_ERRORS[error.code as keyof typeof WORDED_ERRORS] : undefined;
    return key ? t(`errors.${key}`) : null;
  }, [t]);
  const load = useSubmit(t('failedToLoad'));
  const submit = useSubmit(tAuth('genericError'), describe);
  const cancel = useSubmit(tAuth('genericError'), describe);
  const { run } = load;
  const reload = useCallback(() => run(async () => setItems(await getWithdrawals())), [run]);
  useEffect(() => {
    if (status !== AUTH_STATUS.loggedIn) return undefined;
    void reload();
    // A withdrawal settled by the cashier or the provider meanwhile: the list shows its new state.
    const stopEvents = onUserEvent((event) => {
      if (paymentNotificationOf(event)?.kind.startsWith('withdrawal_')) void reload();
    });
    // Subscribed again without what it missed (a reconnection): the list is read anew.
    const stopCatchUp = onUserCatchUp(() => void reload());
    return () => {
      stopEvents();
      stopCatchUp();
    };
  }, [status, reload]);

  const money = (amount: number, currency: string) => {
    const subunits = accounts.find((account) => account.currency === currency)?.subunits ?? 100;
    return formatMoney({ value: amount, currency, subunits }, locale);
  };

  if (status === AUTH_STATUS.notLoggedIn) {
    return (
      <section className={panelStyles.section} aria-labelledby="withdrawals-sign-in">
        <h2 id="withdrawals-sign-in">{t('signIn')}</h2>
        <button type="button" className="button" onClick={() => openModal('sign_in')}>
          {tAuth('signIn')}
        </button>
      </section>
    );
  }
  if (status !== AUTH_STATUS.loggedIn) return <p role="status" aria-busy="true" />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const currency = formText(data, 'currency') || (active?.currency ?? '');
    const account = accounts.find((item) => item.currency === currency);
    const amount = account ? parseAmount(formText(data, 'amount'), account.subunits) : null;
    setNotice(null);
    if (!account || amount === null || amount <= 0) return submit.setError(t('errors.invalidAmount'));
    if (amount > account.balance) return submit.setError(t('errors.insufficient'));
    void submit.run(async () => {
      const withdrawal = await requestWithdrawal(amount, currency);
      useAuthStore.getState().setBalance(withdrawal.currency, withdrawal.balance);
      setNotice(t('requested', { amount: money(withdrawal.amount, withdrawal.currency) }));
      form.reset();
      await reload();
    });
  };

  const onCancel = (item: WithdrawalListItemDto) => {
    setNotice(null);
    void cancel.run(async () => {
      try {
        const withdrawal = await cancelWithdrawal(item.id);
        useAuthStore.getState().setBalance(withdrawal.currency, withdrawal.balance);
        setNotice(t('cancelled', { amount: money(withdrawal.amount, withdrawal.currency) }));
      } finally {
        // Whatever happened (processed meanwhile: 409), the list shows the state now; focus stays in the section.
        await Promise.all([reload(), refreshAccounts()]);
        listHeading.current?.focus();
      }
    });
  };

  return (
    <div className={panelStyles.panel}>
      <section className={panelStyles.section} aria-labelledby="withdraw-title">
        <h2 id="withdraw-title" className={panelStyles.title}>{t('requestTitle')}</h2>
        {active ? <p className={formStyles.hint}>{t('withdrawable', { balance: money(active.balance, active.currency) })}</p> : null}
        <form className={formStyles.form} onSubmit={onSubmit} noValidate>
          <Field label={t('amount')} name="amount" type="text" inputMode="decimal" autoComplete="off" placeholder="10.00" required />
          <CurrencySelect id="withdraw-currency" label={t('currency')} currencies={accounts} defaultValue={active?.currency} />
          <FormError message={submit.error} />
          <SubmitButton pending={submit.pending} label={t('submit')} pendingLabel={tAuth('pleaseWait')} />
        </form>
      </section>
      {notice ? <FormNotice>{notice}</FormNotice> : null}
      <FormError message={cancel.error} />
      <section className={panelStyles.section} aria-labelledby="withdrawals-title">
        <h2 id="withdrawals-title" className={panelStyles.title} ref={listHeading} tabIndex={-1}>{t('listTitle')}</h2>
        {load.error ? <p role="alert">{load.error}</p> : null}
        {items === null && !load.error ? <p role="status" aria-busy="true" /> : null}
        {items?.length === 0 ? <p>{t('empty')}</p> : null}
        {items && items.length > 0 ? (
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id} className={styles.item} data-testid="withdrawal">
                <span className={styles.amount}>{money(item.amount, item.currency)}</span>
                <span className={styles.status} data-status={item.status}>{t(`status.${item.status}`)}</span>
                <time className={styles.time} dateTime={item.created_at}>{format.dateTime(new Date(item.created_at), 'dateAndTime')}</time>
                {item.status === 'pending' ? (
                  <button type="button" className="button button-secondary" disabled={cancel.pending} onClick={() => onCancel(item)} aria-label={t('cancelLabel', { amount: money(item.amount, item.currency) })}>
                    {t('cancel')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <LedgerSection money={money} reloadKey={items} />
    </div>
  );
}

/** Ledger kinds the catalogue names (account.withdrawals.kinds); any other shows as "Other". */
const LEDGER_KINDS = ['deposit', 'withdrawal', 'withdrawal_cancelled', 'withdrawal_failed', 'bet_stake', 'bet_win', 'bet_refund', 'bet_stake_refund', 'cashout', 'bonus_issued', 'freebet_stake', 'freebet_returned', 'bonus_expired', 'bonus_deactivated'] as const;
type LedgerKind = (typeof LEDGER_KINDS)[number] | 'other';
const ledgerKind = (kind: string): LedgerKind => ((LEDGER_KINDS as readonly string[]).includes(kind) ? (kind as LedgerKind) : 'other');

/** The player's ledger, newest first (GET /wallet/ledger): every cash and bonus movement, read again when the withdrawals change. */
function LedgerSection({ money, reloadKey }: { money: (amount: number, currency: string) => string; reloadKey: unknown }) {
  const t = useTranslations('account.withdrawals');
  const format = useFormatter();
  const [entries, setEntries] = useState<LedgerEntryDto[] | null>(null);
  const load = useSubmit(t('failedToLoad'));
  const { run } = load;
  useEffect(() => {
    void run(async () => setEntries(await getLedger()));
  }, [run, reloadKey]);
  return (
    <section className={panelStyles.section} aria-labelledby="ledger-title">
      <h2 id="ledger-title" className={panelStyles.title}>{t('ledgerTitle')}</h2>
      {load.error ? <p role="alert">{load.error}</p> : null}
      {entries?.length === 0 ? <p>{t('ledgerEmpty')}</p> : null}
      {entries && entries.length > 0 ? (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.item} data-testid="ledger-entry">
              <span className={styles.amount}>{entry.amount > 0 ? '+' : '−'}{money(Math.abs(entry.amount), entry.currency)}</span>
              <span>{t(`kinds.${ledgerKind(entry.kind)}`)}{entry.money === 'bonus' ? ` · ${t('bonusMoney')}` : ''}</span>
              <time className={styles.time} dateTime={entry.created_at}>{format.dateTime(new Date(entry.created_at), 'dateAndTime')}</time>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
