'use client';

import { useLocale } from 'next-intl';
import type { KeyboardEvent, MouseEvent, ReactNode, SyntheticEvent } from 'react';
import { showAlert } from '@/lib/alerts/alert-store';
import { isSignedIn, useAuthStore } from '@/lib/auth/auth-store';
import { getPathname, usePathname } from '@/lib/i18n/navigation';

interface LocaleMenuProps {
  /** The summary (current language) and the list of language links, rendered on the server. */
  children: ReactNode;
  /** Shown as an alert when the server does not confirm the change. */
  failedText: string;
  className?: string;
}

/**
 * The behaviour of the language menu (spec core §2): switching rewrites the path, keeps query and
 * hash, and reloads the page (plain links); for a signed-in player the change is applied only once
 * the server confirms the new locale (PATCH update_locale). A native disclosure; Escape closes it.
 */
export function LocaleMenu({ children, failedText, className }: LocaleMenuProps) {
  const locale = useLocale();
  const pathname = usePathname();
  // On opening, each language leads to this page with its query and hash, not to its home (what the server rendered).
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const element = event.currentTarget;
    if (!element.open) return;
    for (const link of element.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
      link.href = getPathname({ href: pathname, locale: link.hreflang }) + window.location.search + window.location.hash;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const element = event.currentTarget;
    if (event.key !== 'Escape' || !element.open) return;
    element.open = false;
    element.querySelector('summary')?.focus();
  };

  const onClick = (event: MouseEvent<HTMLDetailsElement>) => {
    const anchor = (event.target as Element).closest<HTMLAnchorElement>('a[hreflang]');
    const option = anchor?.hreflang;
    if (!anchor || !option || option === locale || !isSignedIn(useAuthStore.getState())) return;
    event.preventDefault();
    const fail = () => showAlert({ kind: 'danger', title: failedText });
    import('@/lib/auth/player-settings')
      .then(({ updateLocale }) => updateLocale(option))
      .then((confirmed) => (confirmed === option ? window.location.assign(anchor.href) : fail()))
      .catch(fail);
  };

  return (
    <details className={className} onToggle={onToggle} onKeyDown={onKeyDown} onClick={onClick}>
      {children}
    </details>
  );
}
