'use client';

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './account-forms.module.css';

export function Field({ label, hint, ...input }: { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} className={styles.input} aria-describedby={hint ? hintId : undefined} {...input} />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The currency picker of a money form (deposit, withdrawal): one option per account, the active one chosen. */
export function CurrencySelect({ id, label, currencies, defaultValue }: { id: string; label: string; currencies: readonly { currency: string }[]; defaultValue: string | undefined }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} name="currency" className={styles.select} defaultValue={defaultValue}>
        {currencies.map((account) => (
          <option key={account.currency} value={account.currency}>
            {account.currency}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  ) : null;
}

export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.notice}>
      {children}
    </p>
  );
}

export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button type="submit" className={styles.primary} disabled={pending} aria-busy={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}

export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.linkButton} onClick={onClick}>
      {children}
    </button>
  );
}

export function FormLinks({ children }: { children: ReactNode }) {
  return <div className={styles.links}>{children}</div>;
}

export { styles as formStyles };

/** A text field's value from form data ('' when absent). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
