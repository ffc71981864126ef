'use client';

import { AUTH_STATUS, parseAmount } from '@sportsbook/domain';
import type { UserLimit, UserLimitPeriod } from '@sportsbook/contracts/models';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { selectActiveAccount, useAuthStore } from '@/lib/auth/auth-store';
import { openModal } from '@/lib/modals/modal-store';
import { getLimits, setDepositLimit } from '../api/limits-api';
import { useSubmit } from '../hooks/use-submit';
import { DepositLimitCard } from './deposit-limit-card';
import { ExclusionForm } from './exclusion-form';
import { Field, FormError, formText, formStyles, SubmitButton } from './form-parts';
import styles from './limits-panel.module.css';

const PERIODS: readonly UserLimitPeriod[] = ['day', 'week', 'month'];

/**
 * The limits page of the player's profile (issue 21; spec promotions §3): deposit limits (set,
 * lower, raise, remove, confirm after the cooling-off) and a time-out or self-exclusion.
 */
export function LimitsPanel() {
  const t = useTranslations('limits');
  const tAuth = useTranslations('auth');
  const status = useAuthStore((state) => state.status);
  const accounts = useAuthStore((state) => state.accounts);
  const active = useAuthStore(selectActiveAccount);
  const [limits, setLimits] = useState<UserLimit[] | null>(null);
  const load = useSubmit(t('failedToLoad'));
  const create = useSubmit(tAuth('genericError'));
  const periodId = useId();
  const currencyId = useId();
  const { run } = load;
  const reload = useCallback(() => void run(async () => setLimits(await getLimits())), [run]);
  useEffect(() => {
    if (status === AUTH_STATUS.loggedIn) reload();
  }, [status, reload]);

  if (status === AUTH_STATUS.notLoggedIn) {
    return (
      <section className={styles.section} aria-labelledby="limits-sign-in">
        <h2 id="limits-sign-in">{t('signInTitle')}</h2>
        <button type="button" className="button" onClick={() => openModal('sign_in')}>
          {tAuth('signIn')}
        </button>
      </section>
    );
  }
  if (load.error) return <p role="alert">{load.error}</p>;
  if (!limits) return <p role="status" aria-busy="true" />;

  const subunitsOf = (currency: string | null) => accounts.find((account) => account.currency === currency)?.subunits ?? 100;
  const inForce = limits.filter((limit) => limit.type === 'deposit' && (limit.status === 'active' || limit.status === 'unconfirmed_disabled'));
  const raiseOf = (limit: UserLimit) => limits.find((other) => other.status === 'pending' && other.parentId === limit.id) ?? null;
  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const currency = formText(data, 'currency') || (active?.currency ?? 'EUR');
    const amount = parseAmount(formText(data, 'amount'), subunitsOf(currency));
    if (amount === null || amount <= 0) return create.setError(t('invalidAmount'));
    void create.run(async () => {
      await setDepositLimit(amount, currency, formText(data, 'period') as UserLimitPeriod);
      reload();
    });
  };

  return (
    <div className={styles.panel}>
      <section className={styles.section} aria-labelledby="deposit-limits">
        <h2 id="deposit-limits">{t('depositLimits')}</h2>
        <p className={formStyles.hint}>{t('depositIntro')}</p>
        {inForce.length === 0 ? <p className="muted">{t('none')}</p> : (
          <ul className={styles.list}>
            {inForce.map((limit) => <DepositLimitCard key={limit.id} limit={limit} raise={raiseOf(limit)} subunits={subunitsOf(limit.currency)} onChanged={reload} />)}
          </ul>
        )}
        <form className={styles.card} onSubmit={onCreate} aria-labelledby="new-deposit-limit">
          <h3 id="new-deposit-limit" className={styles.title}>{t('setDepositLimit')}</h3>
          <div className={styles.row}>
            <Field label={t('amount')} name="amount" type="text" inputMode="decimal" autoComplete="off" placeholder="10.00" required />
            <div className={formStyles.field}>
              <label className={formStyles.label} htmlFor={periodId}>{t('period')}</label>
              <select id={periodId} name="period" className={formStyles.select}>
                {PERIODS.map((period) => <option key={period} value={period}>{t('periods', { period })}</option>)}
              </select>
            </div>
            <div className={formStyles.field}>
              <label className={formStyles.label} htmlFor={currencyId}>{t('currency')}</label>
              <select id={currencyId} name="currency" className={formStyles.select} defaultValue={active?.currency}>
                {accounts.map((account) => <option key={account.currency} value={account.currency}>{account.currency}</option>)}
              </select>
            </div>
          </div>
          <FormError message={create.error} />
          <SubmitButton pending={create.pending} label={t('set')} pendingLabel={tAuth('pleaseWait')} />
        </form>
      </section>
      <ExclusionForm type="time_out" />
      <ExclusionForm type="self_exclusion" />
    </div>
  );
}
