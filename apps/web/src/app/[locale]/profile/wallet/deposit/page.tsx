import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DepositPage } from '@/features/account/components/deposit-page';
import { pageLocale, type LocalePageProps } from '../../../_components/page-params';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('account.deposit');
  // A player's own page: never indexed.
  return pageMetadata({ title: t('title'), pathname: STATIC_PATHS.deposit, locale, indexable: false });
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
