import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { HelpArticle, HelpSection } from '../_components/help-article';
import { pageLocale, type LocalePageProps } from '../_components/page-params';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('Help.terms');
  return pageMetadata({ title: t('title'), pathname: STATIC_PATHS.termsAndConditions, locale });
}

/** /terms-and-conditions (a help link after a payment, spec core §2): the rules of the account, the money and the bets. */
export default async function TermsPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('Help.terms');
  return (
    <HelpArticle title={t('title')} intro={t('intro')}>
      <HelpSection id="account" title={t('account.title')}>
        <p>{t('account.text')}</p>
      </HelpSection>
      <HelpSection id="payments" title={t('payments.title')}>
        <p>{t('payments.text')}</p>
      </HelpSection>
      <HelpSection id="bets" title={t('bets.title')}>
        <p>{t('bets.text')}</p>
      </HelpSection>
      <HelpSection id="responsible-gambling" title={t('responsible.title')}>
        <p>{t('responsible.text')}</p>
      </HelpSection>
      <p>
        <Link href={STATIC_PATHS.helpCenter}>{t('helpLink')}</Link>
      </p>
    </HelpArticle>
  );
}
