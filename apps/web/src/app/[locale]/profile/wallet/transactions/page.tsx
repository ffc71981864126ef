import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WithdrawalsPanel } from '@/features/account/components/withdrawals-panel';
import { pageLocale, type LocalePageProps } from '../../../_components/page-params';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('account.withdrawals');
  // A player's own page: never indexed.
  return pageMetadata({ title: t('title'), pathname: STATIC_PATHS.transactions, locale, indexable: false });
}

/**
 * /profile/wallet/transactions (spec core §2, a help link after a payment): the player's
 * withdrawals, asked for, listed with their state and cancelled while pending (issue 21).
 */
export default async function WalletTransactionsPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('account.withdrawals');
  return (
    <section aria-labelledby="transactions-page-title">
      <h1 id="transactions-page-title">{t('title')}</h1>
      <WithdrawalsPanel />
    </section>
  );
}
