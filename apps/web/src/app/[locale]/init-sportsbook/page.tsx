import { redirect } from 'next/navigation';
import { publicEnv } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/localized-path';
import { DEFAULT_LOCALE } from '@/lib/i18n/routing';
import { initSportsbookTarget } from '@/lib/routes/init-sportsbook';
import { pageLocale, type LocalePageProps } from '../_components/page-params';

/**
 * /init-sportsbook (spec core §2): the stable entry address a host page opens in its iframe (or an
 * app in its web view). It shows nothing: it continues to `?to=` (a path of this site, home by
 * default) in the same locale with the other query parameters; the page it lands on starts the
 * sportsbook and tells the host it is initialised. Never indexed (robots.txt disallows it).
 */
export default async function InitSportsbookPage({ params, searchParams }: LocalePageProps) {
  const locale = await pageLocale(params);
  const { path, search } = initSportsbookTarget(await searchParams);
  redirect(`${localizedPath(path, locale, DEFAULT_LOCALE, publicEnv.localePrefix)}${search}`);
}
