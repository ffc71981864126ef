import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FavouritesListing } from '@/features/catalogue/components/favourites-listing';
import { pageLocale, type LocalePageProps } from '../_components/page-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  // A player's own page: never indexed.
  return { title: t('favorites'), robots: { index: false, follow: false } };
}

/** /favorites (spec promotions §2): the signed-in player's favourite matches and leagues. */
export default async function FavoritesPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('Metadata');
  return (
    <>
      <h1>{t('favorites')}</h1>
      <FavouritesListing />
    </>
  );
}
