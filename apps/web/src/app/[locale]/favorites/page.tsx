import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FavouritesListing } from '@/features/catalogue/components/favourites-listing';
import { pageLocale, type LocalePageProps } from '../_components/page-params';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('Metadata');
  // A player's own page: never indexed.
  return pageMetadata({ title: t('favorites'), pathname: STATIC_PATHS.favorites, locale, indexable: false });
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
