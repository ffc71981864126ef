'use client';

import { parseAmount } from '@sportsbook/domain';
import type { AmountLimitType, UserLimit, UserLimitPeriod } from '@sportsbook/contracts/models';
import { useTranslations } from 'next-intl';
import { useId, type FormEvent } from 'react';
import { selectActiveAccount, useAuthStore } from '@/lib/auth/auth-store';
import { setAmountLimit } from '../api/limits-api';
import { useSubmit } from '../hooks/use-submit';
import { AmountLimitCard } from './amount-limit-card';
import { Field, FormError, formText, formStyles, SubmitButton } from './form-parts';
import styles from './limits-panel.module.css';

const PERIODS: readonly UserLimitPeriod[] = ['day', 'week', 'month'];
const INTRO = { deposit: 'depositIntro', wager: 'wagerIntro', loss: 'lossIntro' } as const;

interface AmountLimitsSectionProps {
  type: AmountLimitType;
  /** Every limit of the player (this section shows those of its type). */
  limits: readonly UserLimit[];
  onChanged: () => void;
}

/** The limits of one amount type (deposit, wager, loss) in force, and the form that sets a new one. */
export function AmountLimitsSection({ type, limits, onChanged }: AmountLimitsSectionProps) {
  const t = useTranslations('limits');
  const tAuth = useTranslations('auth');
  const accounts = useAuthStore((state) => state.accounts);
  const active = useAuthStore(selectActiveAccount);
  const create = useSubmit(tAuth('genericError'));
  const periodId = useId();
  const currencyId = useId();
  const subunitsOf = (currency: string | null) => accounts.find((account) => account.currency === currency)?.subunits ?? 100;
  const inForce = limits.filter((limit) => limit.type === type && (limit.status === 'active' || limit.status === 'unconfirmed_disabled'));
  const raiseOf = (limit: UserLimit) => limits.find((other) => other.status === 'pending' && other.parentId === limit.id) ?? null;
  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const currency = formText(data, 'currency') || (active?.currency ?? 'EUR');
    const amount = parseAmount(formText(data, 'amount'), subunitsOf(currency));
    if (amount === null || amount <= 0) return create.setError(t('invalidAmount'));
    void create.run(async () => {
      await setAmountLimit(type, amount, currency, formText(data, 'period') as UserLimitPeriod);
      onChanged();
    });
  };
  const headingId = `${type}-limits`;
  const formId = `new-${type}-limit`;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('typeLimits', { type })}</h2>
      <p className={formStyles.hint}>{t(INTRO[type])}</p>
      {inForce.length === 0 ? <p className="muted">{t('noneOf', { type })}</p> : (
        <ul className={styles.list}>
          {inForce.map((limit) => <AmountLimitCard key={limit.id} limit={limit} raise={raiseOf(limit)} subunits={subunitsOf(limit.currency)} onChanged={onChanged} />)}
        </ul>
      )}
      <form className={styles.card} onSubmit={onCreate} aria-labelledby={formId}>
        <h3 id={formId} className={styles.title}>{t('setLimitOf', { type })}</h3>
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
  );
}
