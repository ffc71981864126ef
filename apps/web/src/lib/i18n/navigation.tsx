import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Locale-aware Link and helpers: internal links get the prefix by the routing rules. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
