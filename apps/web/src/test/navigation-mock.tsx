import type { AnchorHTMLAttributes, ReactNode } from 'react';

/**
 * Stand-in for '@/lib/i18n/navigation' in component tests (no Next.js router in jsdom):
 * `vi.mock('@/lib/i18n/navigation', () => import('@/test/navigation-mock'))`.
 */
export function Link({ href, children, ...rest }: { href: string | { pathname: string }; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  return (
    <a href={typeof href === 'string' ? href : href.pathname} {...rest}>
      {children}
    </a>
  );
}

export const usePathname = () => '/';
export const useRouter = () => ({ push: () => undefined, replace: () => undefined, refresh: () => undefined });
