'use client';

import { formatMoney, parseAmount } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { PhoneVerification } from '@sportsbook/contracts/models';
import { showAlert } from '@/lib/alerts/alert-store';
import { selectActiveAccount, useAuthStore } from '@/lib/auth/auth-store';
import { Link } from '@/lib/i18n/navigation';
import { PAYMENT_FLAG_NAMES, quickDepositOffered } from '@/lib/payments/flags';
import { useFeatureFlag } from '@/lib/site-config/site-config-store';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { useLimitRefusal } from '@/lib/limits/use-limit-refusal';
import { closeModal, type ModalProps } from '@/lib/modals/modal-store';
import { DEPOSIT_PAGE_PATH, getPhone, quickDeposit, sendPhoneCode, updatePlayer, verifyPhone } from '../api/account-api';
import { useSubmit } from '../hooks/use-submit';
import { missedFieldsSaved, THEN_DEPOSIT } from '../lib/deposit-gate';
import { refreshAccounts, signOut } from '../lib/session';
import { CurrencySelect, Field, FormError, formText, FormNotice, LinkButton, SubmitButton, formStyles } from './form-parts';

const PROFILE_FIELDS = ['first_name', 'last_name', 'nickname'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
const isProfileField = (field: string): field is ProfileField => (PROFILE_FIELDS as readonly string[]).includes(field);

/**
 * The non-closable dialog body: fill the profile fields the platform reports missing. Opened in
 * place of a deposit (`props.then`), the deposit follows once they are saved.
 */
export function MissedAuthFieldsForm({ props = {} }: { props?: ModalProps }) {
  const t = useTranslations('account');
  const tAuth = useTranslations('auth');
  const missed = useAuthStore((state) => state.profile?.authFieldsMissed ?? []);
  const submit = useSubmit(tAuth('genericError'));
  const fields = missed.filter(isProfileField);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = Object.fromEntries(fields.map((field) => [field, formText(data, field).trim()]));
    void submit.run(async () => {
      const profile = await updatePlayer(body);
      useAuthStore.getState().setProfile(profile);
      if (profile.authFieldsMissed.length === 0) missedFieldsSaved(props);
    });
  };
  return (
    <form className={formStyles.form} onSubmit={onSubmit}>
      <p className={formStyles.hint}>{t(props.then === THEN_DEPOSIT ? 'missedFieldsBeforeDeposit' : 'missedFieldsIntro')}</p>
      {fields.map((field) => (
        <Field key={field} label={t(`fields.${field}`)} name={field} type="text" autoComplete={field === 'first_name' ? 'given-name' : field === 'last_name' ? 'family-name' : 'nickname'} required />
      ))}
      <FormError message={submit.error} />
      <SubmitButton pending={submit.pending} label={t('save')} pendingLabel={tAuth('pleaseWait')} />
      <LinkButton onClick={() => void signOut()}>{tAuth('signOut')}</LinkButton>
    </form>
  );
}

function secondsUntil(iso: string | null, now: number): number {
  if (!iso) return 0;
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
}

/** Phone verification by SMS code (resend timeout, SMS limit). */
export function PhoneVerificationForm() {
  const t = useTranslations('account');
  const tAuth = useTranslations('auth');
  const locale = useLocale();
  const submit = useSubmit(tAuth('genericError'));
  const [phone, setPhone] = useState<PhoneVerification | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const { run } = submit;

  useEffect(() => {
    void run(async () => setPhone(await getPhone(locale)));
  }, [run, locale]);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  if (phone?.verified) {
    return (
      <div className={formStyles.form}>
        <FormNotice>{t('phone.verified')}</FormNotice>
        <button type="button" className={formStyles.primary} onClick={() => closeModal('phone_verification')}>
          {t('phone.done')}
        </button>
      </div>
    );
  }
  const wait = secondsUntil(phone?.resendTimeoutUntil ?? null, now);
  const requestCode = (phoneNumber: string) =>
    void submit.run(async () => {
      setPhone(await sendPhoneCode(phoneNumber));
      setCodeSent(true);
    });
  const onSendCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    requestCode(formText(new FormData(event.currentTarget), 'phone_number').trim());
  };
  const onVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = formText(new FormData(event.currentTarget), 'code').trim();
    void submit.run(async () => setPhone(await verifyPhone(code)));
  };
  return (
    <div className={formStyles.form}>
      {phone?.smsLimitReached ? <FormNotice>{t('phone.smsLimit')}</FormNotice> : null}
      {!codeSent ? (
        <form className={formStyles.form} onSubmit={onSendCode}>
          <Field label={t('phone.number')} hint={tAuth('loginHint')} name="phone_number" type="tel" autoComplete="tel" defaultValue={phone?.phoneNumber ?? ''} required />
          <FormError message={submit.error} />
          <SubmitButton pending={submit.pending} label={t('phone.sendCode')} pendingLabel={tAuth('pleaseWait')} />
          {phone?.phoneNumber ? <LinkButton onClick={() => setCodeSent(true)}>{t('phone.haveCode')}</LinkButton> : null}
        </form>
      ) : (
        <form className={formStyles.form} onSubmit={onVerify}>
          <Field label={t('phone.code')} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required />
          <FormError message={submit.error} />
          <SubmitButton pending={submit.pending} label={t('phone.verify')} pendingLabel={tAuth('pleaseWait')} />
          {wait > 0 ? (
            <p className={formStyles.hint}>{t('phone.resendIn', { seconds: wait })}</p>
          ) : (
            <LinkButton onClick={() => requestCode(phone?.phoneNumber ?? '')}>{t('phone.resend')}</LinkButton>
          )}
        </form>
      )}
    </div>
  );
}

const NO_GROUPS: readonly { id: string }[] = [];

/** Test cards of the quick deposit (the card decides the outcome). */
export const TEST_CARD_OPTIONS = [
  { key: 'success', number: '4242424242424242' },
  { key: 'pending', number: '4000000000003220' },
  { key: 'error', number: '4000000000000002' },
] as const;

interface DepositMessage {
  type: 'sportsbook:deposit';
  status: 'success' | 'pending' | 'error';
}

function isDepositMessage(data: unknown): data is DepositMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'sportsbook:deposit';
}

/** A deposit's outcome as the alert keys name it (spec promotions §8: success, failed, pending). */
const ALERTS = { success: { key: 'success', kind: 'success' }, pending: { key: 'pending', kind: 'warning' }, error: { key: 'failed', kind: 'danger' } } as const;

/**
 * Deposit: the quick deposit form, or the deposit page in a frame (it reports back by
 * postMessage). Quick deposit is offered as the settings store's flags say (lib/payments/flags:
 * quick_deposit, quick_deposit_test with the spi_test group; both off by default). Each outcome shows its alert
 * (spec promotions §4) and the help links after a payment (spec core §2); `onPaid` runs after a
 * successful one (the deposit page's after-payment redirect).
 */
export function DepositPanel({ initialTab = 'quick', onPaid }: { initialTab?: 'quick' | 'page'; onPaid?: () => void }) {
  const t = useTranslations('account');
  const tAuth = useTranslations('auth');
  const locale = useLocale();
  const quickDepositFlag = useFeatureFlag(PAYMENT_FLAG_NAMES.quickDeposit);
  const quickDepositTestFlag = useFeatureFlag(PAYMENT_FLAG_NAMES.quickDepositTest);
  const groups = useAuthStore((state) => state.profile?.statuses ?? NO_GROUPS);
  const quickOffered = quickDepositOffered({ quickDeposit: quickDepositFlag, quickDepositTest: quickDepositTestFlag }, groups);
  const [chosenTab, setTab] = useState<'quick' | 'page'>(initialTab);
  const tab = quickOffered ? chosenTab : 'page';
  const accounts = useAuthStore((state) => state.accounts);
  const active = useAuthStore(selectActiveAccount);
  const submit = useSubmit(tAuth('genericError'), useLimitRefusal());
  const [outcome, setOutcome] = useState<string | null>(null);

  const paid = useCallback((status: DepositMessage['status']) => {
    setOutcome(t(`deposit.outcome.${status}`));
    const alert = ALERTS[status];
    showAlert({ kind: alert.kind, title: t(`deposit.alert.${alert.key}.title`), description: t(`deposit.alert.${alert.key}.description`) });
    if (status === 'success') onPaid?.();
  }, [t, onPaid]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isDepositMessage(event.data)) return;
      paid(event.data.status);
      void refreshAccounts();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [paid]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const currency = formText(data, 'currency') || (active?.currency ?? '');
    const account = accounts.find((item) => item.currency === currency);
    const amount = account ? parseAmount(formText(data, 'amount'), account.subunits) : null;
    setOutcome(null);
    if (!account || amount === null || amount <= 0) return submit.setError(t('deposit.invalidAmount'));
    void submit.run(async () => {
      const result = await quickDeposit({ amount, currency, card_number: formText(data, 'card_number') });
      if (result.status === 'success') useAuthStore.getState().setBalance(result.currency, result.balance);
      await refreshAccounts();
      paid(result.status);
    });
  };

  const helpLinks = outcome ? (
    <nav aria-label={t('deposit.help.label')} className={formStyles.links}>
      <Link href={STATIC_PATHS.termsAndConditions}>{t('deposit.help.terms')}</Link>
      <Link href={STATIC_PATHS.transactions}>{t('deposit.help.transactions')}</Link>
      <Link href={STATIC_PATHS.helpCenter}>{t('deposit.help.helpCenter')}</Link>
    </nav>
  ) : null;

  if (!quickOffered) {
    return (
      <div>
        {outcome ? <FormNotice>{outcome}</FormNotice> : null}
        {helpLinks}
        <iframe src={DEPOSIT_PAGE_PATH} title={t('deposit.frameTitle')} className={formStyles.frame} />
      </div>
    );
  }

  return (
    <div>
      <div role="tablist" aria-label={t('deposit.methods')} className={formStyles.tabs}>
        {(['quick', 'page'] as const).map((value) => (
          <button key={value} type="button" role="tab" aria-selected={tab === value} className={formStyles.tab} onClick={() => setTab(value)}>
            {t(`deposit.tabs.${value}`)}
          </button>
        ))}
      </div>
      {outcome ? <FormNotice>{outcome}</FormNotice> : null}
      {helpLinks}
      {active ? <p className={formStyles.hint}>{t('deposit.current', { balance: formatMoney({ value: active.balance, currency: active.currency, subunits: active.subunits }, locale) })}</p> : null}
      {tab === 'quick' ? (
        <form className={formStyles.form} onSubmit={onSubmit} role="tabpanel" aria-label={t('deposit.tabs.quick')}>
          <Field label={t('deposit.amount')} name="amount" type="text" inputMode="decimal" autoComplete="off" placeholder="10.00" required />
          <CurrencySelect id="deposit-currency" label={t('currency')} currencies={accounts} defaultValue={active?.currency} />
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="deposit-card">
              {t('deposit.testCard')}
            </label>
            <select id="deposit-card" name="card_number" className={formStyles.select}>
              {TEST_CARD_OPTIONS.map((card) => (
                <option key={card.key} value={card.number}>
                  {t(`deposit.cards.${card.key}`)}
                </option>
              ))}
            </select>
          </div>
          <FormError message={submit.error} />
          <SubmitButton pending={submit.pending} label={t('deposit.submit')} pendingLabel={tAuth('pleaseWait')} />
        </form>
      ) : (
        <div role="tabpanel" aria-label={t('deposit.tabs.page')}>
          <iframe src={DEPOSIT_PAGE_PATH} title={t('deposit.frameTitle')} className={formStyles.frame} />
        </div>
      )}
    </div>
  );
}
