import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DepositPage } from '@/features/account/components/deposit-page';
import { pageLocale, type LocalePageProps } from '../../../_components/page-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.deposit');
  // A player's own page: never indexed.
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /profile/wallet/deposit: the default deposit page (spec core §2), the deposit panel of the modal as a page. */
export default async function WalletDepositPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('account.deposit');
  return (
    <section aria-labelledby="deposit-page-title">
      <h1 id="deposit-page-title">{t('title')}</h1>
      <DepositPage />
    </section>
  );
}
