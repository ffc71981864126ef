import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { HelpArticle, HelpSection } from '../_components/help-article';
import { pageLocale, type LocalePageProps } from '../_components/page-params';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('Help.generalRules');
  return pageMetadata({ title: t('title'), pathname: STATIC_PATHS.generalRules, locale });
}

/** /general-rules (spec core §2): how bets are accepted and settled, as the book settles them (packages/domain settlement). */
export default async function GeneralRulesPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('Help.generalRules');
  return (
    <HelpArticle title={t('title')} intro={t('intro')}>
      <HelpSection id="acceptance" title={t('acceptance.title')}>
        <p>{t('acceptance.text')}</p>
      </HelpSection>
      <HelpSection id="bet-types" title={t('betTypes.title')}>
        <p>{t('betTypes.text')}</p>
      </HelpSection>
      <HelpSection id="settlement" title={t('settlement.title')}>
        <p>{t('settlement.text')}</p>
      </HelpSection>
      <HelpSection id="void" title={t('void.title')}>
        <p>{t('void.text')}</p>
      </HelpSection>
      <HelpSection id="live" title={t('live.title')}>
        <p>{t('live.text')}</p>
      </HelpSection>
      <p>
        <Link href={STATIC_PATHS.termsAndConditions}>{t('termsLink')}</Link>
      </p>
    </HelpArticle>
  );
}
