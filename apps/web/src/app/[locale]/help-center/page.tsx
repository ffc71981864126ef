import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { FeatureFlagGate } from '../_components/feature-flag-gate';
import { HelpArticle, HelpSection } from '../_components/help-article';
import { pageLocale, type LocalePageProps } from '../_components/page-params';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('Help.center');
  return pageMetadata({ title: t('title'), pathname: STATIC_PATHS.helpCenter, locale });
}

/**
 * /help-center (a help link after a payment, spec core §2): help with payments (deposits, pending
 * and failed payments, withdrawals) and responsible gambling (limits, time-out, self-exclusion).
 */
export default async function HelpCenterPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('Help.center');
  return (
    <HelpArticle title={t('title')} intro={t('intro')}>
      <HelpSection id="payments" title={t('payments.title')}>
        <ul>
          <li>{t('payments.deposit')}</li>
          <li>{t('payments.pending')}</li>
          <li>{t('payments.failed')}</li>
          <li>{t('payments.withdraw')}</li>
        </ul>
        <p>
          <Link href={STATIC_PATHS.transactions}>{t('payments.transactionsLink')}</Link>
        </p>
      </HelpSection>
      <HelpSection id="responsible-gambling" title={t('responsible.title')}>
        <ul>
          <li>{t('responsible.limits')}</li>
          <li>{t('responsible.timeOut')}</li>
          <li>{t('responsible.selfExclusion')}</li>
          <li>{t('responsible.money')}</li>
          <li>{t('responsible.support')}</li>
        </ul>
        {/* The limits page offers limits only while the site does (flag responsible_gambling). */}
        <FeatureFlagGate flag="responsible_gambling">
          <p>
            <Link href={STATIC_PATHS.limits}>{t('responsible.limitsLink')}</Link>
          </p>
        </FeatureFlagGate>
      </HelpSection>
      <p>
        <Link href={STATIC_PATHS.termsAndConditions}>{t('termsLink')}</Link>
      </p>
    </HelpArticle>
  );
}
