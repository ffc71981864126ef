import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Promotions } from '@/features/bonuses/components/promotions';
import { HuntingSection } from '@/features/hunting/components/hunting-section';
import { JackpotsSection } from '@/features/jackpots/components/jackpots-section';
import { LootboxesSection } from '@/features/lootboxes/components/lootboxes-section';
import { TournamentsSection } from '@/features/tournaments/components/tournaments-section';
import { pageLocale, type LocalePageProps } from '../_components/page-params';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('Metadata');
  return pageMetadata({ title: t('promotions'), pathname: STATIC_PATHS.promotions, locale });
}

/** /promotions (spec promotions §2, page key `promotions`): the jackpots, the tournaments with their live leaderboards, hunting and free-bet progress, the lootboxes, then the player's bonuses by type (a visitor: the public campaigns). */
export default async function PromotionsPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('Metadata');
  return (
    <>
      <h1>{t('promotions')}</h1>
      <JackpotsSection />
      <TournamentsSection />
      <HuntingSection />
      <LootboxesSection />
      <Promotions />
    </>
  );
}
