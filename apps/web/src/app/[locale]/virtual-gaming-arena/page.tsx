import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PartnerPage } from '../_components/partner-page';
import { pageLocale, type LocalePageProps } from '../_components/page-params';
import { requireSpecialPage } from '../special-pages';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('Metadata');
  return pageMetadata({ title: t('virtualGamingArena'), pathname: STATIC_PATHS.virtualGamingArena, locale });
}

export default async function VirtualGamingArenaPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  await requireSpecialPage('virtualGamingArena', locale);
  const t = await getTranslations('Metadata');
  const tPages = await getTranslations('Pages');
  return <PartnerPage app="virtual-gaming-arena" title={t('virtualGamingArena')} description={tPages('virtualGamingArena')} />;
}
