'use client';

import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { announceNavigation } from '@/lib/progress/navigation-start';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { publicEnv } from '@/lib/env';
import { DEFAULT_LOCALE } from './locales';
import { localizedPath } from './localized-path';

/**
 * Locale-aware navigation: internal links get the locale prefix by the routing rules (spec core
 * §2, lib/i18n/localized-path). A thin layer over next/link and next/navigation instead of
 * next-intl's createNavigation, whose runtime would add about 2.5 KB to every page's first-load
 * JavaScript for the same result here (the locale comes from the path only: no cookie to sync).
 * A client module (as next-intl's Link was): server components render its Link like any other.
 */

/** An internal path (optionally with query and hash), or a path with a query object. */
export type Href = string | { pathname: string; query?: Record<string, string> };

/** The path for `locale`; anything that is not an absolute internal path is left alone. */
export function getPathname({ href, locale }: { href: string; locale: string }): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  return localizedPath(href, locale, DEFAULT_LOCALE, publicEnv.localePrefix);
}

function localizeHref(href: Href, locale: string) {
  if (typeof href === 'string') return getPathname({ href, locale });
  return { ...href, pathname: getPathname({ href: href.pathname, locale }) };
}

/**
 * An internal link. No prefetching unless asked (`prefetch`): every page here is rendered per
 * request with no loading boundary, so a prefetch fetches little that a click can reuse, while
 * prefetching every link in view (a listing has dozens) costs a server render each and main-thread
 * work while the page loads.
 */
export function Link({ href, prefetch = false, ...rest }: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: Href }) {
  const locale = useLocale();
  return <NextLink href={localizeHref(href, locale)} prefetch={prefetch} {...rest} />;
}

/**
 * The current path without its locale prefix ('/' for the home page). Only the page's own locale
 * can prefix it, so the list of locales stays out of the browser's bundle.
 */
export function usePathname(): string {
  const pathname = useNextPathname();
  const locale = useLocale();
  const [, first, ...rest] = pathname.split('/');
  if (first === locale) return `/${rest.join('/')}`;
  return pathname;
}

/** next/navigation's router with locale-aware push and replace, which start the top progress bar. */
export function useRouter() {
  const router = useNextRouter();
  const locale = useLocale();
  const go = (method: 'push' | 'replace', href: string) => {
    const target = getPathname({ href, locale });
    announceNavigation(target);
    router[method](target);
  };
  return {
    ...router,
    push: (href: string) => go('push', href),
    replace: (href: string) => go('replace', href),
  };
}
