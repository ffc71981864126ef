import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { HelpArticle, HelpSection } from '../_components/help-article';
import { pageLocale, type LocalePageProps } from '../_components/page-params';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('Help.about');
  return pageMetadata({ title: t('title'), pathname: STATIC_PATHS.about, locale });
}

/** /about (spec core §2): what the site offers and where to find help. */
export default async function AboutPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('Help.about');
  return (
    <HelpArticle title={t('title')} intro={t('intro')}>
      <HelpSection id="offer" title={t('offer.title')}>
        <p>{t('offer.text')}</p>
      </HelpSection>
      <HelpSection id="responsible-gambling" title={t('responsible.title')}>
        <p>{t('responsible.text')}</p>
      </HelpSection>
      <p>
        <Link href={STATIC_PATHS.generalRules}>{t('rulesLink')}</Link>
      </p>
      <p>
        <Link href={STATIC_PATHS.helpCenter}>{t('helpLink')}</Link>
      </p>
    </HelpArticle>
  );
}
